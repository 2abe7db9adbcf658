import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus, IconUserSearch } from '@tabler/icons-react';
import type { DispatchCustomer } from '@taxi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerSearch } from '../api/get-customers';
import { NewCallerForm } from './new-caller-form';
import { SearchBox } from './search-box';

export const callerText = (customer: DispatchCustomer) => `${customer.name} ${customer.surname} · ${customer.phoneNumber}`;

/** The caller: found by name or phone among the customers, or created on the spot. */
export function CallerField({ customer, onChange, error }: { customer: DispatchCustomer | null; onChange: (customer: DispatchCustomer) => void; error?: string }) {
  const { t } = useTranslation('dispatch');
  const [creating, setCreating] = useState<string | null>(null);
  if (creating !== null) {
    return (
      <NewCallerForm
        initial={creating}
        onCancel={() => setCreating(null)}
        onCreated={(created) => {
          setCreating(null);
          onChange(created);
        }}
      />
    );
  }
  return (
    <Stack gap={4}>
    <SearchBox<DispatchCustomer>
      label={t('panel.caller.label')}
      description={t('panel.caller.hint')}
      placeholder={t('panel.caller.placeholder')}
      chosenText={customer ? callerText(customer) : ''}
      searchOptions={customerSearch}
      minLength={1}
      itemKey={(item) => String(item.id)}
      renderItem={(item) => (
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text size="sm" fw={500}>{item.name} {item.surname}</Text>
          <Text size="xs" c="dimmed" dir="ltr">{item.phoneNumber}</Text>
        </Group>
      )}
      onChoose={onChange}
      extraOptions={[{ value: 'new', label: <Group gap={6}><IconUserPlus size={14} aria-hidden /><Text size="sm">{t('panel.caller.create')}</Text></Group>, onChoose: (text) => setCreating(text) }]}
      emptyText={t('panel.caller.none')}
      searchingText={t('panel.searching')}
      leftSection={<IconUserSearch size={16} aria-hidden />}
      required
      error={error}
      testId="caller-search"
      inputProps={{ 'data-panel-first': true }}
    />
      <Group justify="flex-end">
        <Button variant="subtle" size="compact-xs" leftSection={<IconUserPlus size={14} aria-hidden />} onClick={() => setCreating('')} data-testid="new-caller">
          {t('panel.caller.newButton')}
        </Button>
      </Group>
    </Stack>
  );
}
