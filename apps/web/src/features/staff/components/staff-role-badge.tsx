import { Badge } from '@mantine/core';
import type { StaffRole } from '@taxi/contract';
import { useTranslation } from 'react-i18next';

const COLORS: Record<StaffRole, string> = { Admin: 'grape', Finance: 'teal', Support: 'blue', Dispatcher: 'orange', Viewer: 'cyan' };

/** A staff role as a badge with its colour's dot and its translated name (`staff:roles.*`; the text keeps the page's colour: contrast in both schemes). */
export function StaffRoleBadge({ role }: { role: StaffRole }) {
  const { t } = useTranslation('staff');
  return (
    <Badge color={COLORS[role]} variant="dot" data-role={role}>
      {t(`roles.${role}`)}
    </Badge>
  );
}
