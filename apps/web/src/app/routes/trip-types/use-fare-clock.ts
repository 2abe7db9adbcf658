import { useAppSettings } from '@/features/app-settings/api/get-app-settings';
import { toFareClock } from '@/features/app-settings/fare-clock';
import type { FareClockState } from '@/features/trip-types/fare/fare-clock-state';

/** The night and peak windows of the app settings on the operator's clock, for the fare preview of the trip type screens. */
export function useFareClock(): FareClockState {
  const settings = useAppSettings();
  if (settings.data) return { status: 'ready', clock: toFareClock(settings.data, settings.data.operatorTimeZone) };
  return settings.isError ? { status: 'error' } : { status: 'loading' };
}
