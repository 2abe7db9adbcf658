import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_PEAK_TIMES } from '@taxi/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { actionColor } from '@/components/data-table';
import { newPeakTime, type AppSettingsFormValues } from '../form/app-settings-form-values';
import { ClockInput } from './clock-input';

type FieldProps = (path: string, label: string) => Record<string, unknown>;

/** The add/remove list of peak ranges (SPEC.md §2.8), each with a from and a to time. */
export function PeakTimesField({ form, fieldProps }: { form: UseFormReturnType<AppSettingsFormValues>; fieldProps: FieldProps }) {
  const { t } = useTranslation('app-settings');
  const ranges = form.values.peakTimes;
  const list = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the list has re-rendered: into a new row, or to Add after a removal (WCAG 2.4.3). */
  const focusNext = useRef<{ row: string } | 'add' | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === 'add') addButton.current?.focus();
    else if (next) list.current?.querySelector<HTMLElement>(`[data-peak-key="${next.row}"] input:not([type="hidden"])`)?.focus();
  }, [ranges.length]);
  const add = () => {
    const range = newPeakTime();
    focusNext.current = { row: range.key };
    form.insertListItem('peakTimes', range);
  };
  return (
    <Stack gap="sm" data-testid="peak-times" ref={list}>
      {ranges.length === 0 && <Text size="sm" c="dimmed">{t('peak.empty')}</Text>}
      {ranges.map((range, index) => (
        <Group key={range.key} align="flex-start" gap="sm" wrap="nowrap" data-testid={`peak-time-${index}`} data-peak-key={range.key}>
          <Text size="sm" fw={600} c="dimmed" w={20} mt={30}>{index + 1}.</Text>
          <ClockInput {...fieldProps(`peakTimes.${index}.peakTimeFrom`, t('fields.peakTimeFrom'))} style={{ flex: 1 }} />
          <ClockInput {...fieldProps(`peakTimes.${index}.peakTimeTo`, t('fields.peakTimeTo'))} style={{ flex: 1 }} />
          <Tooltip label={t('peak.remove', { index: index + 1 })} withArrow>
            <ActionIcon variant="subtle" color="red" size="lg" mt={25} style={actionColor.delete} aria-label={t('peak.remove', { index: index + 1 })}
              onClick={() => {
                focusNext.current = 'add';
                form.removeListItem('peakTimes', index);
              }}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      <Group>
        <Button ref={addButton} variant="light" size="xs" leftSection={<IconPlus size={14} />} disabled={ranges.length >= MAX_PEAK_TIMES}
          onClick={add}>
          {t('peak.add')}
        </Button>
      </Group>
    </Stack>
  );
}
