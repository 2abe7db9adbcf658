import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconDots, IconKey, IconPlayerPlay, IconUserCog, IconUserOff } from '@tabler/icons-react';
import type { StaffMember } from '@taxi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFullName } from '@/lib/format';
import { staffActionsFor, type StaffAction } from './staff-actions';

const ICONS: Record<StaffAction, typeof IconKey> = { changeRole: IconUserCog, resetPassword: IconKey, deactivate: IconUserOff, reactivate: IconPlayerPlay };

interface StaffRowActionsProps {
  member: StaffMember;
  signedInUserId: number | null;
  onAction: (action: StaffAction, member: StaffMember) => void;
}

/** A row's menu: change role, reset password, deactivate or reactivate (each asks first). */
export function StaffRowActions({ member, signedInUserId, onAction }: StaffRowActionsProps) {
  const { t } = useTranslation('staff');
  const label = t('actions.menu', { name: formatFullName(member) });
  const [opened, setOpened] = useState(false);
  return (
    <Menu position="bottom-end" shadow="md" width={220} opened={opened} onChange={setOpened}>
      <Menu.Target>
        {/* The tooltip gives way to the open menu (it would cover its items). */}
        <Tooltip label={label} withArrow disabled={opened}>
          <ActionIcon variant="subtle" size="lg" aria-label={label} data-testid={`staff-actions-${member.id}`}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {staffActionsFor(member, signedInUserId).map((action) => {
          const Icon = ICONS[action];
          return (
            // Red only on the icon: red text on the hovered item fails contrast in dark mode (as the profile menu).
            <Menu.Item key={action} leftSection={<Icon size={16} aria-hidden color={action === 'deactivate' ? 'var(--mantine-color-error)' : undefined} />} onClick={() => onAction(action, member)}>
              {t(`actions.${action}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
