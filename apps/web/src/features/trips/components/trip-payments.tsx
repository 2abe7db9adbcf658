import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TripDetailsWithFare } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { DetailLine } from '@/components/detail-line';
import { PaymentStatusBadge } from '@/features/payments/components/payment-status-badge';
import { formatDateTime, formatMoney } from '@/lib/format';

/** The trip's payments (SPEC.md §3): amount, date, currency, status, method; one line each, wrapping on phones. */
export function TripPayments({ payments }: { payments: TripDetailsWithFare['payments'] }) {
  const { t, i18n } = useTranslation('trips');
  const language = i18n.language;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="trip-payments">
      <Stack gap="sm">
        <Title order={3} size="h5">{t('details.payments')}</Title>
        {payments.length === 0 ? (
          <Text size="sm" c="dimmed">{t('details.noPayments')}</Text>
        ) : (
          <Stack gap="sm" component="ul" aria-label={t('details.payments')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {payments.map((payment) => (
              <Paper component="li" key={payment.paymentId} withBorder radius="sm" p="sm" data-testid={`trip-payment-${payment.paymentId}`}>
                <Stack gap="xs">
                  <Group justify="space-between" gap="xs">
                    <Text fw={600} size="sm">#{payment.paymentId}</Text>
                    <PaymentStatusBadge status={payment.status} />
                  </Group>
                  <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                    <DetailLine label={t('payments.amount')}>{formatMoney(payment.amount, language)}</DetailLine>
                    <DetailLine label={t('payments.currency')}>{payment.currency}</DetailLine>
                    <DetailLine label={t('payments.method')}>{t(`method.${payment.paymentMethod}`, { defaultValue: payment.paymentMethod })}</DetailLine>
                    <DetailLine label={t('payments.dateCreated')}>{formatDateTime(payment.dateCreated, language)}</DetailLine>
                  </SimpleGrid>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
