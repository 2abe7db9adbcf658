import { ClockTime, type AppSettingsBody, type AppSettingsResponse } from '@taxi/contract';

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
}

const isClock = (value: string) => ClockTime.safeParse(value).success;
let rowSequence = 0;
export const newPeakTime = (peakTimeFrom = '', peakTimeTo = ''): PeakTimeValues => ({ key: `peak-${++rowSequence}`, peakTimeFrom, peakTimeTo });

/** The form's values; the operator's time zone is shown, not edited (a server setting). */
export function settingsToValues({ operatorTimeZone: _zone, ...settings }: AppSettingsResponse): AppSettingsFormValues {
  return { ...settings, peakTimes: settings.peakTimes.map((range) => newPeakTime(range.peakTimeFrom, range.peakTimeTo)) };
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
};
