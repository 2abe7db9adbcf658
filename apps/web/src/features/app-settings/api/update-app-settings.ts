import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppSettingsResponse, type AppSettingsBody } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { appSettingsQueryOptions } from './get-app-settings';

/** PUT /api/AppSettings/UpdateAppSettings with the full object (peak ranges replaced whole). */
export async function updateAppSettings(body: AppSettingsBody): Promise<AppSettingsResponse> {
  return AppSettingsResponse.parse(await api.put<unknown>('/api/AppSettings/UpdateAppSettings', body));
}

/** Saves the settings and puts the server's answer in the cache (the fare preview reads it too). */
export function useUpdateAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(appSettingsQueryOptions().queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: appSettingsQueryOptions().queryKey, refetchType: 'none' });
    },
  });
}
