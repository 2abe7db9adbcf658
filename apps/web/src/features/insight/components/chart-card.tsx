import { Box, Group, Paper, Stack, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenTableContext } from './chart-table';

interface ChartCardProps {
  title: string;
  description: string;
  /** The picture: hidden from screen readers, which read `table` instead. */
  chart: ReactNode;
  /** The same figures as a table: visually hidden under the chart, shown in its place by "Show as table". */
  table: ReactNode;
  testId: string;
}

/**
 * One chart of the dashboard (issue 27): a title, what it shows, the chart, and its table. The
 * chart is drawn left to right in either direction (its axes read as numbers and times do); the
 * texts around it follow the page.
 */
export function ChartCard({ title, description, chart, table, testId }: ChartCardProps) {
  const { t } = useTranslation('insight');
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Box style={{ flex: '1 1 12rem' }}>
            <Title order={3} size="h5" id={titleId}>{title}</Title>
            <Text size="xs" c="dimmed">{description}</Text>
          </Box>
          <Switch size="sm" label={t('charts.showTable')} checked={asTable} onChange={(event) => setAsTable(event.currentTarget.checked)} data-testid={`${testId}-as-table`} />
        </Group>
        {asTable ? (
          table
        ) : (
          <>
            <Box aria-hidden dir="ltr" data-testid={`${testId}-chart`}>{chart}</Box>
            <VisuallyHidden>
              <HiddenTableContext.Provider value>{table}</HiddenTableContext.Provider>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Paper>
  );
}
