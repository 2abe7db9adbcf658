import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FilterChip {
  key: string;
  /** 'Trip type: Comfort' */
  label: string;
  onRemove: () => void;
}

/**
 * A list's selected filters as removable chips (SPEC.md §2.6), each remove button named after its
 * filter, and 'Clear all' when there are two or more (`onClearAll` sets every filter to its default at once).
 */
export function FilterChips({ chips, onClearAll }: { chips: FilterChip[]; onClearAll?: () => void }) {
  const { t } = useTranslation('data-table');
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" data-testid="filter-chips">
      <Group gap="xs" component="ul" aria-label={t('filters.selected')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {chips.map((chip) => (
          <Paper component="li" key={chip.key} withBorder radius="xl" py={2} ps="sm" pe={4} data-testid={`chip-${chip.key}`} bg="var(--mantine-color-default-hover)">
            <Group gap={4} wrap="nowrap">
              <Text size="sm">{chip.label}</Text>
              <CloseButton size="sm" radius="xl" aria-label={t('filters.remove', { filter: chip.label })} onClick={chip.onRemove} />
            </Group>
          </Paper>
        ))}
      </Group>
      {onClearAll && chips.length > 1 && (
        <Button variant="subtle" size="compact-sm" onClick={onClearAll} data-testid="clear-filters">
          {t('filters.clearAll')}
        </Button>
      )}
    </Group>
  );
}
