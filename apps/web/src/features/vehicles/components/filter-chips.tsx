import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FilterChip {
  key: string;
  /** 'Trip type: Comfort' */
  label: string;
  onRemove: () => void;
}

/** The selected filters as removable chips (SPEC.md §2.6); each remove button is named after its filter. */
export function FilterChips({ chips }: { chips: FilterChip[] }) {
  const { t } = useTranslation('vehicles');
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" component="ul" aria-label={t('filters.selected')} data-testid="filter-chips" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {chips.map((chip) => (
        <Paper component="li" key={chip.key} withBorder radius="xl" py={2} ps="sm" pe={4} data-testid={`chip-${chip.key}`} bg="var(--mantine-color-default-hover)">
          <Group gap={4} wrap="nowrap">
            <Text size="sm">{chip.label}</Text>
            <CloseButton size="sm" radius="xl" aria-label={t('filters.remove', { filter: chip.label })} onClick={chip.onRemove} />
          </Group>
        </Paper>
      ))}
    </Group>
  );
}
