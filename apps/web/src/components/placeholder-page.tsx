import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A screen another part of the project has not delivered yet: a real route under the shell
 * (menus and breadcrumbs work), saying what will be here.
 */
export function PlaceholderPage({ titleKey, ns = 'layout' }: { titleKey: string; ns?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="placeholder-page">
      <Stack align="center" gap="sm" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconTools size={28} />
        </ThemeIcon>
        <Title order={2} size="h3" ta="center">
          {t(titleKey, { ns })}
        </Title>
        <Text c="dimmed" ta="center" maw={420}>
          {t('placeholder.comingSoon')}
        </Text>
      </Stack>
    </Paper>
  );
}
