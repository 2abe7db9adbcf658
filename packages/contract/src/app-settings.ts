import { z } from 'zod';
import { ClockTime, Kurus, text } from './common';
import { Bic, Iban } from './iban';
import { MAX_KURUS } from './money';

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
  transferFromName: text({ max: 200 }).min(1, 'Transfer from name is required'),
  tranferFromEmail: text({ max: 254 }).min(1, 'Transfer from e-mail is required'),
  transferFromPhone: text({ max: 40 }).min(1, 'Transfer from phone is required'),
  transferFromAddress: text({ max: 500, multiline: true }).min(1, 'Transfer from address is required'),
  /** Admin and Finance staff must have a second factor: without one they enrol at sign-in before getting a session (issue 24). */
  twoFactorRequiredForAdminAndFinance: z.boolean(),
  /**
   * Four-eyes payouts (issue 25): completing a payout of MORE than this many kuruş needs a second
   * approval by a different staff member; 0 turns the rule off. Default 1,000,000 (₺10,000).
   */
  payoutSecondApprovalThreshold: Kurus.max(MAX_KURUS, 'The threshold is too large'),
  /** The sender's account of the bank payout file (pain.001 debtor): IBAN and BIC; null until set. */
  transferFromIban: Iban.nullable(),
  transferFromBic: Bic.nullable(),
  /** Dispatch (issue 26): seconds a driver has to answer an offer (5..120, default 20). */
  dispatchOfferSeconds: z.number().int().min(5, 'At least 5 seconds').max(120, 'At most 120 seconds'),
  /** Offers a booking makes before it is reported as no driver found (1..20, default 5). */
  dispatchMaxTries: z.number().int().min(1, 'At least 1 try').max(20, 'At most 20 tries'),
  /** A scheduled booking is dispatched this many minutes before its pick-up (1..120, default 15). */
  dispatchLeadMinutes: z.number().int().min(1, 'At least 1 minute').max(120, 'At most 120 minutes'),
});
export type AppSettings = z.infer<typeof AppSettings>;

/** A peak range an admin saves: from and to required, and not the same minute (an empty range). */
export const PeakTimeBody = PeakTime.refine((range) => range.peakTimeFrom !== range.peakTimeTo, {
  message: 'A peak range must end at a different time than it starts',
  path: ['peakTimeTo'],
});

/**
 * `PUT /api/AppSettings/UpdateAppSettings`: the full record; `peakTimes` replaces the stored list
 * whole. `twoFactorRequiredForAdminAndFinance` may be left out (SPEC.md's clients do not know it):
 * the stored value stays, so an older client never turns the requirement off by saving.
 */
export const AppSettingsBody = AppSettings.extend({
  peakTimes: z.array(PeakTimeBody).max(MAX_PEAK_TIMES, `At most ${MAX_PEAK_TIMES} peak ranges`),
  twoFactorRequiredForAdminAndFinance: z.boolean().optional(),
  // Left out: the stored value stays (SPEC.md's clients do not know these fields).
  payoutSecondApprovalThreshold: AppSettings.shape.payoutSecondApprovalThreshold.optional(),
  transferFromIban: AppSettings.shape.transferFromIban.optional(),
  transferFromBic: AppSettings.shape.transferFromBic.optional(),
  dispatchOfferSeconds: AppSettings.shape.dispatchOfferSeconds.optional(),
  dispatchMaxTries: AppSettings.shape.dispatchMaxTries.optional(),
  dispatchLeadMinutes: AppSettings.shape.dispatchLeadMinutes.optional(),
});
export type AppSettingsBody = z.infer<typeof AppSettingsBody>;

/**
 * The answer of GetAppSettings and UpdateAppSettings: the record, plus the operator's time zone
 * (`OPERATOR_TIME_ZONE`, an IANA name such as `Asia/Famagusta`) in which the night and peak windows
 * are read. A setting of the server, not of the record: the body does not carry it.
 */
export const AppSettingsResponse = AppSettings.extend({ operatorTimeZone: z.string(), transferFromIban: z.string().nullable(), transferFromBic: z.string().nullable() });
export type AppSettingsResponse = z.infer<typeof AppSettingsResponse>;
