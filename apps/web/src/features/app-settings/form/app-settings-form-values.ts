import { Bic, ClockTime, type AppSettingsBody, type AppSettingsResponse, electronicIban, isValidIban, liraToKurus } from '@taxi/contract';
import { DISPATCH_SETTINGS } from '@taxi/contract/dispatch';

export interface PeakTimeValues {
  /** A stable React key for the row (ids change on every save: the list is replaced whole). */
  key: string;
  peakTimeFrom: string;
  peakTimeTo: string;
}

export interface AppSettingsFormValues {
  nightTimeFrom: string;
  nightTimeTo: string;
  peakTimes: PeakTimeValues[];
  transferFromName: string;
  tranferFromEmail: string;
  transferFromPhone: string;
  transferFromAddress: string;
  twoFactorRequiredForAdminAndFinance: boolean;
  /** Four-eyes threshold as lira text ("10000"); 0 turns the rule off (issue 25). */
  payoutSecondApprovalThreshold: string;
  /** The sender's account of the bank payout file; empty until set. */
  transferFromIban: string;
  transferFromBic: string;
  /** Dispatch (issue 26): seconds to answer an offer, offers before "no driver", minutes a scheduled booking is dispatched ahead. */
  dispatchOfferSeconds: number | string;
  dispatchMaxTries: number | string;
  dispatchLeadMinutes: number | string;
}

const isClock = (value: string) => ClockTime.safeParse(value).success;
let rowSequence = 0;
export const newPeakTime = (peakTimeFrom = '', peakTimeTo = ''): PeakTimeValues => ({ key: `peak-${++rowSequence}`, peakTimeFrom, peakTimeTo });

/** The form's values; the operator's time zone is shown, not edited (a server setting). */
export function settingsToValues({ operatorTimeZone: _zone, ...settings }: AppSettingsResponse): AppSettingsFormValues {
  return {
    ...settings,
    peakTimes: settings.peakTimes.map((range) => newPeakTime(range.peakTimeFrom, range.peakTimeTo)),
    payoutSecondApprovalThreshold: kurusText(settings.payoutSecondApprovalThreshold),
    transferFromIban: settings.transferFromIban ?? '',
    transferFromBic: settings.transferFromBic ?? '',
  };
}

/** Whole kuruş as lira text on the digits (1_000_000 → "10000", 150 → "1.50"), never through a float. */
function kurusText(kurus: number): string {
  const digits = String(kurus).padStart(3, '0');
  const fraction = digits.slice(-2);
  return fraction === '00' ? digits.slice(0, -2) : `${digits.slice(0, -2)}.${fraction}`;
}

export function valuesToBody(values: AppSettingsFormValues): AppSettingsBody {
  return {
    nightTimeFrom: values.nightTimeFrom,
    nightTimeTo: values.nightTimeTo,
    peakTimes: values.peakTimes.map(({ peakTimeFrom, peakTimeTo }) => ({ peakTimeFrom, peakTimeTo })),
    transferFromName: values.transferFromName.trim(),
    tranferFromEmail: values.tranferFromEmail.trim(),
    transferFromPhone: values.transferFromPhone.trim(),
    transferFromAddress: values.transferFromAddress.trim(),
    twoFactorRequiredForAdminAndFinance: values.twoFactorRequiredForAdminAndFinance,
    payoutSecondApprovalThreshold: liraToKurus(values.payoutSecondApprovalThreshold) ?? 0,
    transferFromIban: values.transferFromIban.trim() ? electronicIban(values.transferFromIban) : null,
    transferFromBic: values.transferFromBic.trim() ? values.transferFromBic.trim().toUpperCase() : null,
    dispatchOfferSeconds: Number(values.dispatchOfferSeconds),
    dispatchMaxTries: Number(values.dispatchMaxTries),
    dispatchLeadMinutes: Number(values.dispatchLeadMinutes),
  };
}

const rowIndex = (path: string) => Number(path.split('.')[1]);

/** Message keys (namespace app-settings) of SPEC.md §5; no e-mail format or time-order check. */
export const appSettingsValidation = {
  nightTimeFrom: (value: string) => (isClock(value) ? null : 'validation.nightTimeFrom'),
  nightTimeTo: (value: string) => (isClock(value) ? null : 'validation.nightTimeTo'),
  peakTimes: {
    peakTimeFrom: (value: string) => (isClock(value) ? null : 'validation.peakTimeFrom'),
    peakTimeTo: (value: string, values: AppSettingsFormValues, path: string) => {
      if (!isClock(value)) return 'validation.peakTimeTo';
      return values.peakTimes[rowIndex(path)]?.peakTimeFrom === value ? 'validation.emptyRange' : null;
    },
  },
  transferFromName: (value: string) => (value.trim() ? null : 'validation.transferFromName'),
  tranferFromEmail: (value: string) => (value.trim() ? null : 'validation.tranferFromEmail'),
  transferFromPhone: (value: string) => (value.trim() ? null : 'validation.transferFromPhone'),
  transferFromAddress: (value: string) => (value.trim() ? null : 'validation.transferFromAddress'),
  payoutSecondApprovalThreshold: (value: string) => (liraToKurus(value) === null ? 'validation.threshold' : null),
  transferFromIban: (value: string) => (!value.trim() || isValidIban(value) ? null : 'validation.iban'),
  transferFromBic: (value: string) => (!value.trim() || Bic.safeParse(value).success ? null : 'validation.bic'),
  dispatchOfferSeconds: (value: number | string) => (inRange(value, DISPATCH_SETTINGS.offerSeconds) ? null : 'validation.dispatchOfferSeconds'),
  dispatchMaxTries: (value: number | string) => (inRange(value, DISPATCH_SETTINGS.maxTries) ? null : 'validation.dispatchMaxTries'),
  dispatchLeadMinutes: (value: number | string) => (inRange(value, DISPATCH_SETTINGS.leadMinutes) ? null : 'validation.dispatchLeadMinutes'),
};

/** A whole number within a dispatch setting's bounds (NumberInput gives '' when emptied). */
const inRange = (value: number | string, { min, max }: { min: number; max: number }) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
