import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUserPlus } from '@tabler/icons-react';
import { STAFF_ROLES, type StaffPasswordAnswer } from '@taxi/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { fieldErrorText, showSaveError } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useCreateStaffMember } from '../api/create-staff-member';
import {
  createStaffValidation, emptyCreateStaffValues, valuesToCreateStaffBody,
  type CreateStaffField, type CreateStaffFormValues,
} from '../form/create-staff-form-values';

interface CreateStaffModalProps {
  opened: boolean;
  onClose: () => void;
  /** The member was created: their temporary password is to be shown. */
  onCreated: (answer: StaffPasswordAnswer) => void;
}

/**
 * Add staff member: names, e-mail, phone and a role; the server makes a temporary password. An
 * invalid submit sends nothing and focuses the first invalid field; a refused one (a taken e-mail)
 * shows the server's reason under the field and as a toast.
 */
export function CreateStaffModal({ opened, onClose, onCreated }: CreateStaffModalProps) {
  const { t } = useTranslation('staff');
  const create = useCreateStaffMember();
  const [saving, setSaving] = useState(false);
  const form = useForm<CreateStaffFormValues>({ mode: 'controlled', initialValues: emptyCreateStaffValues(), validate: createStaffValidation, validateInputOnBlur: true });

  const field = (name: CreateStaffField) => {
    const props = form.getInputProps(name);
    const error = fieldErrorText(props.error, t);
    return { ...props, error, 'aria-invalid': !!error, label: t(`fields.${name}`), withAsterisk: true, 'data-testid': `staff-field-${name}` };
  };

  const close = () => {
    if (saving) return;
    form.reset();
    onClose();
  };

  const save = async (values: CreateStaffFormValues) => {
    setSaving(true);
    try {
      const answer = await create.mutateAsync(valuesToCreateStaffBody(values));
      form.reset();
      onCreated(answer);
    } catch (error) {
      showSaveError(error, form.setErrors, t('common:genericError'));
    } finally {
      setSaving(false);
    }
  };

  const refuse = (_errors: unknown, _values: unknown, event?: FormEvent<HTMLFormElement>) => {
    notify.error(t('create.invalid'));
    focusFirstInvalid(event?.currentTarget);
  };

  return (
    <Modal opened={opened} onClose={close} title={t('create.title')} centered size="lg" closeButtonProps={{ 'aria-label': t('dialog.close') }}>
      <form noValidate data-testid="create-staff-form" onSubmit={form.onSubmit((values) => void save(values), refuse)}>
        <Stack gap="md">
          <Text size="sm">{t('create.caption')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...field('firstName')} autoComplete="off" maxLength={100} data-autofocus />
            <TextInput {...field('lastName')} autoComplete="off" maxLength={100} />
            <TextInput {...field('email')} type="email" autoComplete="off" maxLength={254} />
            <TextInput {...field('phoneNumber')} type="tel" autoComplete="off" maxLength={40} />
          </SimpleGrid>
          <Select {...field('role')} data={STAFF_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))} placeholder={t('create.rolePlaceholder')} allowDeselect={false} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={saving}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={saving} leftSection={<IconUserPlus size={16} aria-hidden />}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
