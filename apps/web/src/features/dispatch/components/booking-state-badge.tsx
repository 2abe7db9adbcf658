import { Badge } from '@mantine/core';
import type { Booking, BookingState } from '@taxi/contract';
import { useTranslation } from 'react-i18next';

/** Dark shades keep white text at 4.5:1 in both schemes; the words say the state, not the colour. */
const COLOURS: Record<BookingState, string> = {
  scheduled: 'violet.9',
  searching: 'gray.8',
  offered: 'yellow.9',
  noDriver: 'red.8',
  accepted: 'blue.9',
  arrived: 'cyan.9',
  onTrip: 'indigo.9',
  completed: 'teal.9',
  cancelled: 'red.9',
};

/** 'Offered to Ali Kaya', 'No driver', 'On trip'…: a booking's live state on the board. */
export function BookingStateBadge({ booking }: { booking: Pick<Booking, 'state' | 'offer'> }) {
  const { t } = useTranslation('dispatch');
  const text = booking.state === 'offered' && booking.offer ? t('state.offeredTo', { name: booking.offer.driverName }) : t(`state.${booking.state}`);
  return (
    // a long state ('Offered to …') wraps rather than being cut off
    <Badge color={COLOURS[booking.state]} variant="filled" tt="none" maw="100%" h="auto" py={2} styles={{ label: { whiteSpace: 'normal' } }} data-testid="booking-state" data-state={booking.state}>
      {text}
    </Badge>
  );
}
