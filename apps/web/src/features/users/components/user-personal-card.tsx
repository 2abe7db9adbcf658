import { Badge, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { UserDetails } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { DetailLine } from '@/components/detail-line';
import { EmailText, PhoneText } from '@/components/contact-text';

function ConfirmedBadge({ confirmed, testId }: { confirmed: boolean; testId: string }) {
  const { t } = useTranslation('users');
  return (
    <Badge size="sm" variant="dot" color={confirmed ? 'teal' : 'orange'} data-testid={testId}>
      {confirmed ? t('details.confirmed') : t('details.unconfirmed')}
    </Badge>
  );
}

/** First and last name, e-mail and phone with their Confirmed/Unconfirmed badges, address (SPEC.md §2.5). */
export function UserPersonalCard({ user }: { user: UserDetails }) {
  const { t, i18n } = useTranslation('users');
  return (
    <Paper withBorder radius="md" p="lg" data-testid="user-personal">
      <Stack gap="md">
        <Title order={2} size="h4">{t('details.personal')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DetailLine label={t('details.firstName')} testId="user-first-name">{user.firstName}</DetailLine>
          <DetailLine label={t('details.lastName')} testId="user-last-name">{user.lastName}</DetailLine>
          <DetailLine label={t('details.email')} testId="user-email" badge={<ConfirmedBadge confirmed={user.emailConfirmed} testId="email-confirmed" />}>
            <EmailText email={user.email} />
          </DetailLine>
          <DetailLine label={t('details.phoneNumber')} testId="user-phone" badge={<ConfirmedBadge confirmed={user.phoneNumberConfirmed} testId="phone-confirmed" />}>
            <PhoneText phone={user.phoneNumber} />
          </DetailLine>
          <DetailLine label={t('details.address')} testId="user-address">{user.address}</DetailLine>
          <DetailLine label={t('details.registrationDate')} testId="user-registration">{formatDateTime(user.registrationDate, i18n.language)}</DetailLine>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
