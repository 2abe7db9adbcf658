import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Active (may sign in) or Deactivated, as a dot badge. */
export function StaffStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('staff');
  return (
    <Badge color={active ? 'teal' : 'red'} variant="dot" data-active={active}>
      {t(active ? 'status.active' : 'status.deactivated')}
    </Badge>
  );
}
