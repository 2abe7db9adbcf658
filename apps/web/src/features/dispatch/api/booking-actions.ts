import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BookingBody } from '@taxi/contract';
import { Booking } from '@taxi/contract/dispatch';
import { api } from '@/lib/api-client';
import { dispatchKeys } from './dispatch-keys';

const bookingPath = (id: number, action: string) => `/api/dispatch/bookings/${encodeURIComponent(id)}/${action}`;

/** Every booking change refreshes the board and the selected booking (the stream says so too; this is the fallback). */
function useBookingMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.bookings() }) });
}

/** POST /api/dispatch/bookings: 201 with the booking. */
export const useCreateBooking = () => useBookingMutation(async (body: BookingBody) => Booking.parse(await api.post<unknown>('/api/dispatch/bookings', body)));

/** POST …/{id}/assign: offer the booking to this driver now (after acceptance: reassign). */
export const useAssignBooking = (id: number) => useBookingMutation((driverId: number) => api.post<unknown>(bookingPath(id, 'assign'), { driverId }));

/** POST …/{id}/auto: offer it in turn to the nearest free drivers again. */
export const useAutoDispatch = (id: number) => useBookingMutation(() => api.post<unknown>(bookingPath(id, 'auto')));

/** POST …/{id}/cancel with a reason; after acceptance the trip type's cancellation fee is charged. */
export const useCancelBooking = (id: number) => useBookingMutation(async (reason: string) => Booking.parse(await api.post<unknown>(bookingPath(id, 'cancel'), { reason })));
