import { Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from '@/hooks/use-sign-out';
import { UserAvatar } from '@/components/user-avatar';
import { formatFullName } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import classes from './header.module.css';
import { EmailText } from '@/components/contact-text';

/** The signed-in staff member: photo (or the default avatar), full name, e-mail, account security and logout. */
export function ProfileMenu() {
  const { t } = useTranslation('layout');
  const user = useSession()?.user;
  const signOut = useSignOut();
  if (!user) return null;
  const fullName = formatFullName(user);
  return (
    <Menu position="bottom-end" shadow="lg" width={260} radius="md">
      <Menu.Target>
        {/* Named by the name it shows (WCAG 2.5.3), also below 1200 px where only the photo shows. */}
        <UnstyledButton className={classes.profile} aria-label={fullName} data-testid="profile-menu">
          <UserAvatar user={user} size={34} decorative />
          <Text size="sm" fw={500} visibleFrom="lg" className={classes.profileName}>
            {fullName}
          </Text>
          <IconChevronDown size={14} className={classes.profileChevron} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" p="sm" wrap="nowrap">
          <UserAvatar user={user} size={44} decorative />
          <Stack gap={0} style={{ minWidth: 0 }}>
            {/* The whole name, wrapped if long: the top bar shows it in full too. */}
            <Text fw={600} className={classes.profileMenuName} data-testid="profile-name">
              {fullName}
            </Text>
            <Text size="xs" c="dimmed" className={classes.profileMenuName}>
              <EmailText email={user.email} />
            </Text>
          </Stack>
        </Group>
        <Menu.Divider />
        {/* Every staff role may manage their own second factor (permission account.security). */}
        <Menu.Item component={Link} to={paths.account.security.getHref()} leftSection={<IconShieldLock size={16} aria-hidden />} data-testid="profile-security">
          {t('profile.security')}
        </Menu.Item>
        {/* Red only on the icon: red text on the red hover fails contrast in dark mode. */}
        <Menu.Item leftSection={<IconLogout size={16} color="var(--mantine-color-error)" aria-hidden />} onClick={signOut}>
          {t('profile.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

