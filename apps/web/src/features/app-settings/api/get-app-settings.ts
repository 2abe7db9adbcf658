import { queryOptions, useQuery } from '@tanstack/react-query';
import { AppSettingsResponse } from '@taxi/contract';
import { api } from '@/lib/api-client';

const appSettingsKey = ['app-settings'] as const;

/** GET /api/AppSettings/GetAppSettings: the one settings record and the operator's time zone. */
export async function getAppSettings(signal?: AbortSignal): Promise<AppSettingsResponse> {
  return AppSettingsResponse.parse(await api.get<unknown>('/api/AppSettings/GetAppSettings', undefined, signal));
}

export const appSettingsQueryOptions = () => queryOptions({ queryKey: appSettingsKey, queryFn: ({ signal }) => getAppSettings(signal) });

export const useAppSettings = () => useQuery(appSettingsQueryOptions());
