import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type EstimateBody } from '@taxi/contract';
import { EstimateAnswer } from '@taxi/contract/dispatch-desk';
import { api } from '@/lib/api-client';
import { dispatchKeys } from './dispatch-keys';

/** POST /api/dispatch/estimate: distance, duration, the route to draw and the fare of the one fare function. */
export async function getEstimate(body: EstimateBody): Promise<EstimateAnswer> {
  return EstimateAnswer.parse(await api.post<unknown>('/api/dispatch/estimate', body));
}

/** A read, though a POST: cached by its body, asked again when the places, type or time change. */
export const estimateQueryOptions = (body: EstimateBody | null) =>
  queryOptions({
    queryKey: dispatchKeys.estimate(JSON.stringify(body)),
    queryFn: () => getEstimate(body!),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
