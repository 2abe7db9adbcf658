import { Pill } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The `?userId=` filter as a removable chip (SPEC.md §2.1); removing it shows every user's transfers. */
export function UserFilterChip({ userId, name, onRemove }: { userId: number; name: string | undefined; onRemove: () => void }) {
  const { t } = useTranslation('transfers');
  const label = name ? t('filters.userNamed', { id: userId, name }) : t('filters.user', { id: userId });
  return (
    <Pill size="md" withRemoveButton onRemove={onRemove} removeButtonProps={{ 'aria-label': t('filters.removeUser', { label }), 'aria-hidden': false, tabIndex: 0 }} data-testid="user-filter-chip">
      {label}
    </Pill>
  );
}
