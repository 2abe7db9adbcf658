import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';
import { useSignOut } from '@/hooks/use-sign-out';
import { formatFullName } from '@/lib/format';
import { useSession } from '@/lib/session';
import classes from './login-page.module.css';

/** /home: signed in, but without the Admin role the back office requires (SPEC.md §4). */
export function HomePage() {
  const { t } = useTranslation('auth');
  const user = useSession()?.user;
  const signOut = useSignOut();
  return (
    <div className={classes.formSide} style={{ minHeight: '100vh' }}>
      <Paper className={classes.card} radius="lg" p="xl" withBorder shadow="md" data-testid="home-page">
        <Stack align="center" gap="md" ta="center">
          {user ? <UserAvatar user={user} size={72} /> : (
            <ThemeIcon size={64} radius="xl" variant="light" color="orange">
              <IconLock size={32} />
            </ThemeIcon>
          )}
          <Title order={1} size="h3">
            {t('home.title', { name: user ? formatFullName(user) : '' })}
          </Title>
          <Text c="dimmed">{t('home.noAccess')}</Text>
          <Button leftSection={<IconLogout size={16} />} onClick={signOut} data-testid="home-logout">
            {t('home.logout')}
          </Button>
        </Stack>
      </Paper>
    </div>
  );
}
