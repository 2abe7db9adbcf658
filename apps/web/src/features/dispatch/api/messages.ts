import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { TripMessage, TripMessageList } from '@taxi/contract/dispatch-desk';
import { api } from '@/lib/api-client';
import { dispatchKeys } from './dispatch-keys';

/** GET /api/dispatch/bookings/{id}/messages: the thread with the booking's driver, oldest first. */
export async function getMessages(id: number, signal?: AbortSignal): Promise<TripMessage[]> {
  return TripMessageList.parse(await api.get<unknown>(`/api/dispatch/bookings/${encodeURIComponent(id)}/messages`, undefined, signal)).messages;
}

export const messagesQueryOptions = (id: number) => queryOptions({ queryKey: dispatchKeys.messages(id), queryFn: ({ signal }) => getMessages(id, signal) });

/** Adds a message to a thread held in the cache (from the stream or a send), once. */
export const withMessage = (messages: TripMessage[] | undefined, message: TripMessage) =>
  messages && !messages.some((held) => held.id === message.id) ? [...messages, message] : messages;

/** POST /api/dispatch/bookings/{id}/messages (409 while the booking has no driver). */
export function useSendMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => TripMessage.parse(await api.post<unknown>(`/api/dispatch/bookings/${encodeURIComponent(id)}/messages`, { text })),
    onSuccess: (message) => queryClient.setQueryData(dispatchKeys.messages(id), (held: TripMessage[] | undefined) => withMessage(held, message)),
  });
}
