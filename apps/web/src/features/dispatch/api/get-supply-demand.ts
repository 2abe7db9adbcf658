import { queryOptions } from '@tanstack/react-query';
import { SupplyDemandAnswer } from '@taxi/contract/dispatch-desk';
import { api } from '@/lib/api-client';
import { dispatchKeys } from './dispatch-keys';

/** How often the layer asks again while it is shown, ms. */
export const SUPPLY_DEMAND_REFRESH_MS = 10_000;

/** GET /api/dispatch/supply-demand: idle drivers against open requests per H3 cell (resolution 7). */
export async function getSupplyDemand(signal?: AbortSignal): Promise<SupplyDemandAnswer> {
  return SupplyDemandAnswer.parse(await api.get<unknown>('/api/dispatch/supply-demand', undefined, signal));
}

export const supplyDemandQueryOptions = (shown: boolean) =>
  queryOptions({ queryKey: dispatchKeys.supplyDemand(), queryFn: ({ signal }) => getSupplyDemand(signal), enabled: shown, refetchInterval: shown ? SUPPLY_DEMAND_REFRESH_MS : false });
