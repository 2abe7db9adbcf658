import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { VerificationStatus, type UserDetails } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';
import { RejectionBanner, StatusBadge } from '@/components/verification';
import { formatDate, formatFullName, formatMoney, formatNumber } from '@/lib/format';
import { DetailLine } from '@/components/detail-line';
import { DeleteUserButton } from './delete-user-button';
import { useCan } from '@/lib/permissions';
import { ResetTwoFactorButton } from './reset-two-factor-button';
import { UserVerificationActions } from './verification-actions';

/**
 * The head of the details (SPEC.md §2.5): photo or the default avatar, full name, rating, role,
 * address, verification badge, balance in TRY, and the actions on the user.
 */
export function UserProfileCard({ user }: { user: UserDetails }) {
  const { t, i18n } = useTranslation('users');
  const may = useCan();
  const language = i18n.language;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="user-profile">
      <Stack gap="md">
        <Group gap="lg" align="flex-start" wrap="wrap">
          {/* The name is beside it: the photo needs no alternative text of its own. */}
          <UserAvatar user={user} alt="" size={96} radius="md" data-testid="user-photo" />
          <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
            <Group gap="xs">
              <Title order={2} size="h3" data-testid="user-name" tabIndex={-1}>{formatFullName(user)}</Title>
              <Badge variant="outline" data-testid="user-pretty-id">{user.prettyId}</Badge>
            </Group>
            <Group gap="xs">
              <Badge variant="light" color="gray" data-testid="user-role">{t(`roles.${user.role}`)}</Badge>
              <StatusBadge kind="verification" status={user.verificationStatus} testId="user-verification" />
              {user.twoFactorEnabled && (
                <Badge variant="dot" color="teal" data-testid="user-two-factor">
                  {t('twoFactor.on')}
                </Badge>
              )}
              {user.verificationStatus === VerificationStatus.Approved && user.verifiedUntil && (
                <Text size="xs" c="dimmed" data-testid="user-verified-until">{t('verification.validUntil', { date: formatDate(user.verifiedUntil, language) })}</Text>
              )}
            </Group>
            <Text size="sm" c="dimmed" data-testid="user-address-head">{user.address}</Text>
          </Stack>
          <Stack gap={6}>
            <DetailLine label={t('details.balance')} testId="user-balance">{formatMoney(user.balance, language)}</DetailLine>
            <DetailLine label={t('details.rating')} testId="user-rating">
              {user.rating === null ? (
                t('details.noRating')
              ) : (
                <Group gap={4} component="span" wrap="nowrap">
                  <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
                  {formatNumber(user.rating, language)}
                </Group>
              )}
            </DetailLine>
          </Stack>
        </Group>
        <RejectionBanner owner={user} />
        <Divider />
        <Group justify="space-between" gap="sm">
          {may('users.verify') && <UserVerificationActions user={user} />}
          <Group gap="sm">
            {user.twoFactorEnabled && may('staff.manage') && <ResetTwoFactorButton user={user} />}
            {may('users.delete') && <DeleteUserButton user={user} />}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
