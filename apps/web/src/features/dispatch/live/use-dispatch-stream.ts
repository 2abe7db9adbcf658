import { useQueryClient } from '@tanstack/react-query';
import { type Booking, type BookingDetails } from '@taxi/contract';
import { LiveBookingFrame } from '@taxi/contract/dispatch';
import { TripMessage } from '@taxi/contract/dispatch-desk';
import { useEffect, useRef, useState } from 'react';
import { liveUrl, openLiveSocket } from '@/lib/live-socket';
import { session } from '@/lib/session';
import { dispatchKeys } from '../api/dispatch-keys';
import { withMessage } from '../api/messages';
import { applyBookingFrame } from './board-cache';

export interface DispatchStreamHandlers {
  /** A driver wrote on a booking's thread (the desk's own messages come back too: `from` says who). */
  onMessage?: (message: TripMessage) => void;
}

/**
 * Keeps the board live (issue 26): the admins' stream `GET /api/live?topics=dispatch` sends each
 * changed booking (`{type:'booking'}`), which goes straight into the board's lists and the selected
 * booking's cache, and each new message of a thread (`{type:'message'}`). On every (re)connection
 * the lists are read again (what changed meanwhile); while it is down the lists refresh on a timer
 * (bookingsQueryOptions). Says whether the stream is up.
 */
export function useDispatchStream({ onMessage }: DispatchStreamHandlers = {}): boolean {
  const queryClient = useQueryClient();
  const [up, setUp] = useState(false);
  const messageHandler = useRef(onMessage);
  useEffect(() => {
    messageHandler.current = onMessage;
  }, [onMessage]);

  useEffect(() => {
    const applyBooking = (booking: Booking) => {
      for (const view of ['open', 'ended'] as const) {
        queryClient.setQueryData(dispatchKeys.bookingList(view), (list: Booking[] | undefined) => applyBookingFrame(list, booking, view));
      }
      queryClient.setQueryData(dispatchKeys.booking(booking.id), (held: BookingDetails | undefined) => (held ? { ...held, ...booking } : held));
      // the offers' history is not in the frame: read it again when someone looks at it
      void queryClient.invalidateQueries({ queryKey: dispatchKeys.booking(booking.id), refetchType: 'active' });
    };
    return openLiveSocket({
      url: liveUrl(window.location, ['dispatch']),
      token: () => session.get()?.token ?? null,
      onStatus: (open) => {
        setUp(open);
        if (open) void queryClient.invalidateQueries({ queryKey: dispatchKeys.bookings() });
      },
      onMessage: (data) => {
        let frame: { type?: unknown; booking?: unknown; message?: unknown };
        try {
          frame = JSON.parse(data) as typeof frame;
        } catch {
          return;
        }
        if (frame.type === 'booking') {
          const parsed = LiveBookingFrame.safeParse(frame);
          if (parsed.success) applyBooking(parsed.data.booking);
        } else if (frame.type === 'message') {
          const parsed = TripMessage.safeParse(frame.message);
          if (!parsed.success) return;
          queryClient.setQueryData(dispatchKeys.messages(parsed.data.tripId), (held: TripMessage[] | undefined) => withMessage(held, parsed.data));
          messageHandler.current?.(parsed.data);
        }
      },
    });
  }, [queryClient]);
  return up;
}
