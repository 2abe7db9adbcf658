import { Badge } from '@mantine/core';
import type { TripStatusName } from '@taxi/contract';
import { useTranslation } from 'react-i18next';

/** Green for completed, red for cancelled, blue while the trip runs; dark shades keep white text at 4.5:1. */
const COLORS: Record<TripStatusName, string> = {
  Searching: 'gray.8',
  Accepted: 'blue.9',
  DriverArrived: 'blue.9',
  InProgress: 'blue.9',
  Completed: 'teal.9',
  CanceledByCustomer: 'red.8',
  CanceledByDriver: 'red.8',
};

export function TripStatusBadge({ status }: { status: TripStatusName }) {
  const { t } = useTranslation('trips');
  return (
    <Badge color={COLORS[status]} variant="filled" data-testid="trip-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
