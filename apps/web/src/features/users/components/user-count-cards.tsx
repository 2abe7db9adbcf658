import { SimpleGrid } from '@mantine/core';
import { IconCar, IconCash, IconReceipt, IconRoute } from '@tabler/icons-react';
import type { UserDetails } from '@taxi/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tripsQueryOptions } from '@/features/trips/api/get-trips';
import { StatCard } from '@/components/stat-card';
import { formatMoney, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';

/**
 * The count cards of SPEC.md §2.5, each opening its list filtered to the user: vehicles;
 * transfers and payments with their total amounts; beyond SPEC, the user's trips (counted by the
 * trips list it opens).
 */
export function UserCountCards({ user }: { user: UserDetails }) {
  const { t, i18n } = useTranslation('users');
  const language = i18n.language;
  const query = { userId: user.id };
  // the trips the card opens, counted by the same list (its first page of one: the total is in its pagination)
  const trips = useQuery(tripsQueryOptions({ pageNumber: 1, pageSize: 1, userId: user.id, startDate: undefined, endDate: undefined, status: undefined }));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" data-testid="user-counts">
      <StatCard label={t('details.vehicles')} value={formatNumber(user.vehiclesCount, language)} icon={IconCar} color="blue"
        href={paths.vehicles.list.getHref(query)} testId="count-vehicles" />
      <StatCard label={t('details.transfers')} value={formatNumber(user.transfersCount, language)} icon={IconCash} color="grape"
        hint={t('details.totalAmount', { amount: formatMoney(user.transfersTotalAmount, language) })} href={paths.transfers.list.getHref(query)} testId="count-transfers" />
      <StatCard label={t('details.payments')} value={formatNumber(user.paymentsCount, language)} icon={IconReceipt} color="teal"
        hint={t('details.totalAmount', { amount: formatMoney(user.paymentsTotalAmount, language) })} href={paths.payments.list.getHref(query)} testId="count-payments" />
      <StatCard label={t('details.trips')} value={formatNumber(trips.data?.pagination.totalItems ?? 0, language)} loading={trips.isPending}
        hint={t('details.showTrips')} icon={IconRoute} color="orange" href={paths.trips.list.getHref(query)} testId="count-trips" />
    </SimpleGrid>
  );
}
