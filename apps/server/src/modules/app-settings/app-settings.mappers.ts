import type { AppSettings, AppSettingsBody } from '@taxi/contract';
import type { Selectable } from 'kysely';
import type { AppSettingsTable, PeakTimesTable } from '../../db/schema';
import type { PeakTimeValues, SettingsValues } from './app-settings.repository';

export function toAppSettings(settings: Selectable<AppSettingsTable>, peakTimes: Selectable<PeakTimesTable>[]): AppSettings {
  return {
    nightTimeFrom: settings.night_time_from,
    nightTimeTo: settings.night_time_to,
    peakTimes: peakTimes.map((range) => ({ peakTimeId: range.id, peakTimeFrom: range.peak_time_from, peakTimeTo: range.peak_time_to })),
    transferFromName: settings.transfer_from_name,
    tranferFromEmail: settings.tranfer_from_email,
    transferFromPhone: settings.transfer_from_phone,
    transferFromAddress: settings.transfer_from_address,
    twoFactorRequiredForAdminAndFinance: settings.two_factor_required_for_admin_and_finance,
    payoutSecondApprovalThreshold: Number(settings.payout_second_approval_threshold),
    transferFromIban: settings.transfer_from_iban,
    transferFromBic: settings.transfer_from_bic,
    dispatchOfferSeconds: settings.dispatch_offer_seconds,
    dispatchMaxTries: settings.dispatch_max_tries,
    dispatchLeadMinutes: settings.dispatch_lead_minutes,
  };
}

export function toSettingsValues(body: AppSettingsBody, now: Date): SettingsValues {
  return {
    night_time_from: body.nightTimeFrom,
    night_time_to: body.nightTimeTo,
    transfer_from_name: body.transferFromName,
    tranfer_from_email: body.tranferFromEmail,
    transfer_from_phone: body.transferFromPhone,
    transfer_from_address: body.transferFromAddress,
    // Left out of the body: the stored value stays (an older client never turns it off by saving).
    ...(body.twoFactorRequiredForAdminAndFinance !== undefined && { two_factor_required_for_admin_and_finance: body.twoFactorRequiredForAdminAndFinance }),
    ...(body.payoutSecondApprovalThreshold !== undefined && { payout_second_approval_threshold: body.payoutSecondApprovalThreshold }),
    ...(body.transferFromIban !== undefined && { transfer_from_iban: body.transferFromIban }),
    ...(body.transferFromBic !== undefined && { transfer_from_bic: body.transferFromBic }),
    ...(body.dispatchOfferSeconds !== undefined && { dispatch_offer_seconds: body.dispatchOfferSeconds }),
    ...(body.dispatchMaxTries !== undefined && { dispatch_max_tries: body.dispatchMaxTries }),
    ...(body.dispatchLeadMinutes !== undefined && { dispatch_lead_minutes: body.dispatchLeadMinutes }),
    last_modified_date: now,
  };
}

/** Peak ranges as rows; ids the client sent are ignored, the list is written anew. */
export function toPeakTimeValues(body: AppSettingsBody): PeakTimeValues[] {
  return body.peakTimes.map((range, position) => ({ peak_time_from: range.peakTimeFrom, peak_time_to: range.peakTimeTo, position }));
}
