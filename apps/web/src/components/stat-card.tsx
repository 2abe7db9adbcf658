import { Group, Paper, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './stat-card.module.css';

interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: Icon;
  color: string;
  href?: string;
  loading?: boolean;
  testId?: string;
}

/** A figure with its label and icon; links to the screen behind it when `href` is given. */
export function StatCard({ label, value, hint, icon: IconComponent, color, href, loading, testId }: StatCardProps) {
  const body = (
    <Paper withBorder radius="md" p="lg" className={classes.card} data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="xs" tt="uppercase" fw={600} c="dimmed" className={classes.label}>
            {label}
          </Text>
          {loading ? (
            <Skeleton height={30} width={80} mt={4} />
          ) : (
            <Text fz={28} fw={700} lh={1.2} data-testid={testId ? `${testId}-value` : undefined}>
              {value}
            </Text>
          )}
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        <ThemeIcon size={46} radius="md" variant="light" color={color}>
          <IconComponent size={24} stroke={1.6} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
  return href ? (
    <UnstyledButton component={Link} to={href} className={classes.link}>
      {body}
    </UnstyledButton>
  ) : (
    body
  );
}
