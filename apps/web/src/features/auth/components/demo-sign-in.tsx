import { Alert, Anchor, Code, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDemoInfo } from '../api/get-demo-info';

/** In demo mode the server tells the demo sign-in; the page shows it (DESIGN.md §4). */
export function DemoSignIn({ onUse }: { onUse: (credentials: { username: string; password: string }) => void }) {
  const { t } = useTranslation('auth');
  const { data } = useDemoInfo();
  if (!data?.demo || !data.email || !data.password) return null;
  const { email, password } = data;
  return (
    <Alert color="indigo" variant="light" icon={<IconInfoCircle size={18} />} title={t('demo.title')} data-testid="demo-sign-in">
      <Stack gap={6}>
        <Text size="sm">{t('demo.text')}</Text>
        <Group gap={6}>
          <Text size="sm" fw={500}>
            {t('demo.email')}
          </Text>
          <Code data-testid="demo-email">{email}</Code>
        </Group>
        <Group gap={6}>
          <Text size="sm" fw={500}>
            {t('demo.password')}
          </Text>
          <Code data-testid="demo-password">{password}</Code>
        </Group>
        {/* a link-styled button with no padding of its own: its text lines up with the lines above (issue 22);
            indigo 9 / 2 reads at 4.5:1 on the light alert in either scheme (indigo 6 was 4.46:1) */}
        <Anchor component="button" type="button" size="sm" fw={600} w="fit-content" style={{ color: 'light-dark(var(--mantine-color-indigo-9), var(--mantine-color-indigo-2))' }} onClick={() => onUse({ username: email, password })} data-testid="demo-use">
          {t('demo.use')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
