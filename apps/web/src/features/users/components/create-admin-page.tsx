import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { fieldErrorText, showSaveError } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useCreateUser } from '../api/create-user';
import {
  CREATE_ADMIN_FIELDS, createAdminValidation, emptyCreateAdminValues, valuesToCreateUserBody,
  type CreateAdminField, type CreateAdminFormValues,
} from '../form/create-admin-form-values';

/** Hints under the input, so the inputs side by side line up. */
const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/**
 * /users/admin/create (SPEC.md §2.5, §5): every field required, its message once touched, changed
 * or after a submit; an invalid submit says 'Please enter valid data!', sends nothing and puts the
 * focus on the first invalid field. Success: a confirmation, then the admins' list.
 */
export function CreateAdminPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const create = useCreateUser();
  const [saving, setSaving] = useState(false);
  const form = useForm<CreateAdminFormValues>({
    mode: 'controlled',
    initialValues: emptyCreateAdminValues(),
    validate: createAdminValidation,
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });

  const field = (name: CreateAdminField) => {
    const props = form.getInputProps(name);
    const error = fieldErrorText(props.error, t);
    // PasswordInput leaves aria-invalid off its input: set it on every field alike.
    return { ...props, error, 'aria-invalid': !!error, label: t(`fields.${name}`), withAsterisk: true, inputWrapperOrder: WRAPPER_ORDER, 'data-testid': `field-${name}` };
  };

  const save = async (values: CreateAdminFormValues) => {
    setSaving(true);
    try {
      await create.mutateAsync(valuesToCreateUserBody(values));
      notify.success(t('create.success'));
      await navigate(paths.users.list.getHref('Admin'));
    } catch (error) {
      showSaveError(error, form.setErrors, t('common:genericError'));
      setSaving(false);
    }
  };

  const refuse = (errors: Record<string, unknown>) => {
    notify.error(t('create.invalid'));
    const first = CREATE_ADMIN_FIELDS.find((name) => errors[name]);
    if (first) form.getInputNode(first)?.focus();
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={880} data-testid="create-admin-page">
      <form noValidate data-testid="create-admin-form" onSubmit={form.onSubmit((values) => void save(values), refuse)}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Text size="sm" c="dimmed" maw={480}>{t('create.caption')}</Text>
            <Button variant="default" component={Link} to={paths.tripTypes.list.getHref()} leftSection={<IconArrowLeft size={16} aria-hidden />}>
              {t('create.back')}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...field('firstName')} autoComplete="off" maxLength={100} />
            <TextInput {...field('lastName')} autoComplete="off" maxLength={100} />
            <TextInput {...field('email')} type="email" autoComplete="off" maxLength={254} />
            <TextInput {...field('phoneNumber')} type="tel" autoComplete="off" maxLength={40} />
            <PasswordInput {...field('password')} description={t('create.passwordHint')} autoComplete="new-password" maxLength={200} />
            <TextInput {...field('role')} value={t('roles.Admin')} disabled readOnly />
          </SimpleGrid>
          <Textarea {...field('address')} autosize minRows={2} maxRows={5} maxLength={500} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving} leftSection={<IconUserPlus size={16} aria-hidden />}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
