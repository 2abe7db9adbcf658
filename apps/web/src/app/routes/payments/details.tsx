import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/** SPEC.md §2.1: a placeholder page that only states the details page works. */
export function Component() {
  const { t } = useTranslation('layout');
  const { id } = useParams();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="payment-details-page">
      <Text>{t('pages.paymentDetailsWorks', { id })}</Text>
    </Paper>
  );
}
