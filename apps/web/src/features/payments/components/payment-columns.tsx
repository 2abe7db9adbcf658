import { Anchor, Text } from '@mantine/core';
import type { PaymentRow } from '@taxi/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/data-table';
import { formatDateTime, formatFullName, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { PaymentStatusBadge } from './payment-status-badge';

function PaymentUser({ user }: { user: PaymentRow['user'] }) {
  const { t } = useTranslation('payments');
  const name = formatFullName(user) || t('deletedUser');
  return user.id === null ? <Text size="sm">{name}</Text> : <Anchor component={Link} to={paths.users.details.getHref(user.id)} size="sm">{name}</Anchor>;
}

/** 'Card · Visa •••• 4242' or 'Cash': the method plus the card's brand and last four digits when present. */
function PaymentMethodCell({ row }: { row: PaymentRow }) {
  const { t } = useTranslation('payments');
  const method = t(`method.${row.tripPaymentMethod}`);
  const card = row.customerPaymentMethodDetails;
  return card ? (
    <span>
      {method} · {card.brand} <span dir="ltr">•••• {card.last4}</span>
    </span>
  ) : (
    method
  );
}

/** The columns of SPEC.md §2.10 (headers in `payments:columns.*`); the long headers take two lines so the table fits 1440 px (issue 22, item 12). */
export function usePaymentColumns(): DataTableColumn<PaymentRow>[] {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language;
  return useMemo(
    () => [
      { key: 'customerPaymentId', header: 'columns.customerPaymentId', mobile: 'title', noWrap: true, wrapHeader: true, cell: (row) => <Text fw={600} size="sm" span>#{row.customerPaymentId}</Text> },
      { key: 'user', header: 'columns.user', cell: (row) => <PaymentUser user={row.user} /> },
      { key: 'providerPaymentId', header: 'columns.providerPaymentId', wrapHeader: true, cell: (row) => row.providerPaymentId ? <Text size="xs" ff="monospace" span style={{ overflowWrap: 'anywhere' }}>{row.providerPaymentId}</Text> : <Text size="sm" c="dimmed" span>{t('none')}</Text> },
      { key: 'amount', header: 'columns.amount', numeric: true, cell: (row) => formatMoney(row.amount, language) },
      { key: 'currency', header: 'columns.currency', cell: (row) => row.currency },
      { key: 'status', header: 'columns.status', noWrap: true, cell: (row) => <PaymentStatusBadge status={row.status} /> },
      { key: 'dateCreated', header: 'columns.dateCreated', noWrap: true, cell: (row) => formatDateTime(row.dateCreated, language) },
      { key: 'paymentType', header: 'columns.paymentType', wrapHeader: true, cell: (row) => t(`type.${row.paymentType}`, { defaultValue: row.paymentType }) },
      { key: 'tripPaymentMethod', header: 'columns.tripPaymentMethod', wrapHeader: true, cell: (row) => <PaymentMethodCell row={row} /> },
    ],
    [language, t],
  );
}
