import { z } from 'zod';
import { ClockTime } from './common';

export const PeakTime = z.object({
  peakTimeId: z.number().int().optional(),
  peakTimeFrom: ClockTime,
  peakTimeTo: ClockTime,
});
export type PeakTime = z.infer<typeof PeakTime>;

export const MAX_PEAK_TIMES = 12;

/** The one settings record. `tranferFromEmail` keeps its historic spelling on the wire. */
export const AppSettings = z.object({
  nightTimeFrom: ClockTime,
  nightTimeTo: ClockTime,
  peakTimes: z.array(PeakTime).max(MAX_PEAK_TIMES),
  transferFromName: z.string().trim().min(1, 'Transfer from name is required').max(200),
  tranferFromEmail: z.string().trim().min(1, 'Transfer from e-mail is required').max(254),
  transferFromPhone: z.string().trim().min(1, 'Transfer from phone is required').max(40),
  transferFromAddress: z.string().trim().min(1, 'Transfer from address is required').max(500),
});
export type AppSettings = z.infer<typeof AppSettings>;
