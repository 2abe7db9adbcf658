import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Iban, UpdateIbanResponse, type UserDetails, formatIban } from '@taxi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { errorText, fieldErrorTextOf } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { userKeys } from '../api/user-keys';

/** PUT /api/users/UpdateUserIban/{id}: a valid IBAN (checksum and country length) or null. */
function useUpdateIban(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (iban: string | null) => UpdateIbanResponse.parse(await api.put<unknown>(`/api/users/UpdateUserIban/${encodeURIComponent(id)}`, { iban })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }),
  });
}

/**
 * A driver's bank account for payouts (issue 25): the IBAN grouped in fours, and for Finance and
 * Admin a field to change it, checked as the server checks it (ISO 13616 country, length and
 * mod-97) before it is sent; the server's refusal shows under the field.
 */
export function UserIbanCard({ user }: { user: UserDetails }) {
  const { t } = useTranslation('users');
  const may = useCan();
  const update = useUpdateIban(user.id);
  const [value, setValue] = useState(user.iban ? formatIban(user.iban) : '');
  const [error, setError] = useState<string | null>(null);
  if (user.role !== 'Driver') return null;
  const save = () => {
    const typed = value.trim();
    let iban: string | null = null;
    if (typed) {
      const checked = Iban.safeParse(typed);
      if (!checked.success) {
        const code = (checked.error.issues[0] as { params?: { fieldCode?: string } } | undefined)?.params?.fieldCode;
        setError(code ? t(`errors:field.${code}`) : t('iban.invalid'));
        return;
      }
      iban = checked.data;
    }
    setError(null);
    update.mutate(iban, {
      onSuccess: () => notify.success(t('iban.saved')),
      onError: (failure) => setError(fieldErrorTextOf(failure, 'iban', t) ?? errorText(failure, t, t('iban.failed'))),
    });
  };
  return (
    <Paper withBorder radius="md" p="lg" data-testid="user-iban">
      <Stack gap="sm">
        <Title order={2} size="h4">{t('iban.title')}</Title>
        <Text size="sm" data-testid="user-iban-value">{user.iban ? formatIban(user.iban) : t('iban.none')}</Text>
        {may('users.bankAccount') && (
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('iban.label')}
              description={t('iban.hint')}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              error={error}
              style={{ flex: 1, minWidth: 260 }}
              autoComplete="off"
              spellCheck={false}
              data-testid="user-iban-input"
            />
            <Button onClick={save} loading={update.isPending} data-testid="user-iban-save">{t('iban.save')}</Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
