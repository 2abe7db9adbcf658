import { useMutation } from '@tanstack/react-query';
import { FareBackTest, type FareBackTestBody } from '@taxi/contract';
import { api } from '@/lib/api-client';

/** POST /api/TripType/BackTestFares/{id}: the last 30 days of the trip type replayed under the fares being edited (nothing is saved). */
export async function backTestFares(tripTypeId: number, body: FareBackTestBody): Promise<FareBackTest> {
  return FareBackTest.parse(await api.post<unknown>(`/api/TripType/BackTestFares/${tripTypeId}`, body));
}

export const useBackTestFares = (tripTypeId: number) => useMutation({ mutationFn: (body: FareBackTestBody) => backTestFares(tripTypeId, body) });
