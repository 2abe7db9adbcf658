import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { UserDetails } from '@taxi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatFullName } from '@/lib/format';
import { paths } from '@/lib/paths';
import { withToasts } from '@/components/verification';
import { useDeleteUser } from '../api/delete-user';
import { userKeys } from '../api/user-keys';

/**
 * Delete User (SPEC.md §2.5, §8): a dialog warns that everything related is lost for good; while
 * deleting, its button is disabled and says so. Success goes to the deleted user's role list; a
 * failure shows the server's message (or the generic one) and closes the dialog.
 */
export function DeleteUserButton({ user }: { user: UserDetails }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteUser(user.id);
  const [opened, setOpened] = useState(false);

  const confirm = async () => {
    try {
      await withToasts(() => remove.mutateAsync(), t('delete.success'), t('common:genericError'));
    } catch {
      setOpened(false);
      return;
    }
    await navigate(paths.users.list.getHref(user.role));
    queryClient.removeQueries({ queryKey: userKeys.detail(user.id) });
  };

  return (
    <>
      <Button color="red" variant="outline" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('delete.button')}
      </Button>
      <Modal closeButtonProps={{ 'aria-label': t('dialog.close') }} opened={opened} onClose={() => !remove.isPending && setOpened(false)} title={t('delete.title', { name: formatFullName(user) })} centered>
        <Stack gap="md">
          <Text size="sm">{t('delete.warning')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)} disabled={remove.isPending} data-autofocus>
              {t('delete.cancel')}
            </Button>
            <Button color="red" onClick={() => void confirm()} disabled={remove.isPending} data-testid="confirm-delete">
              {remove.isPending ? t('delete.inProgress') : t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
