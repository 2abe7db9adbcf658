import { Button, Fieldset, Group, SimpleGrid, TextInput } from '@mantine/core';
import { type DispatchCustomer } from '@taxi/contract';
import { CreateDispatchCustomerBody } from '@taxi/contract/dispatch-desk';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { focusSoon } from '@/lib/focus-soon';
import { useCreateCustomer } from '../api/create-customer';

type Field = 'name' | 'surname' | 'phoneNumber';
const FIELDS: Field[] = ['name', 'surname', 'phoneNumber'];

/** A text typed into the caller search becomes the first guess: digits go to the phone, words to the name. */
export function callerGuess(text: string): Record<Field, string> {
  const trimmed = text.trim();
  if (/^\+?[\d\s()./-]+$/.test(trimmed)) return { name: '', surname: '', phoneNumber: trimmed };
  const [name = '', ...rest] = trimmed.split(/\s+/);
  return { name, surname: rest.join(' '), phoneNumber: '' };
}

/**
 * A caller not yet a customer, created on the spot (POST /api/dispatch/customers): name, surname
 * and phone, checked with the contract's schema before sending (the server checks the same, and
 * answers 409 when the number is already a customer's). Inside the booking form, so Enter saves
 * the caller rather than submitting the booking.
 */
export function NewCallerForm({ initial, onCreated, onCancel }: { initial: string; onCreated: (customer: DispatchCustomer) => void; onCancel: () => void }) {
  const { t } = useTranslation('dispatch');
  const create = useCreateCustomer();
  const [values, setValues] = useState<Record<Field, string>>(() => callerGuess(initial));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const save = async () => {
    const parsed = CreateDispatchCustomerBody.safeParse(values);
    if (!parsed.success) {
      const failed = new Set(parsed.error.issues.map((issue) => issue.path[0] as Field));
      setErrors(Object.fromEntries([...failed].map((field) => [field, t(`panel.caller.invalid.${field}`)])));
      focusSoon(`[data-testid="new-caller-${FIELDS.find((field) => failed.has(field))}"]`);
      return;
    }
    setErrors({});
    try {
      onCreated(await create.mutateAsync(parsed.data));
    } catch (error) {
      const taken = error instanceof ApiRequestError && error.status === 409;
      setErrors({ phoneNumber: taken ? t('panel.caller.phoneTaken') : errorText(error, t, t('panel.caller.createFailed')) });
      focusSoon('[data-testid="new-caller-phoneNumber"]');
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  const field = (name: Field, extra: { type?: string; autoComplete?: string } = {}) => ({
    label: t(`panel.caller.${name}`),
    value: values[name],
    error: errors[name],
    required: true,
    onKeyDown,
    'data-testid': `new-caller-${name}`,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
    ...extra,
  });

  return (
    <Fieldset legend={t('panel.caller.newTitle')} radius="md" data-testid="new-caller-form">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <TextInput {...field('name')} data-autofocus autoFocus maxLength={100} />
        <TextInput {...field('surname')} maxLength={100} />
      </SimpleGrid>
      <TextInput {...field('phoneNumber', { type: 'tel', autoComplete: 'off' })} mt="xs" maxLength={40} description={t('panel.caller.phoneHint')} />
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" size="xs" onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button size="xs" loading={create.isPending} onClick={() => void save()} data-testid="new-caller-save">{t('panel.caller.save')}</Button>
      </Group>
    </Fieldset>
  );
}
