import type { FareClock } from '@taxi/contract';

/** The night and peak windows the preview prices with: the app settings, once they are loaded. */
export type FareClockState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; clock: FareClock };
