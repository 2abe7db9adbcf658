/**
 * How a recorded value reads (issue 24 item 4): money fields in kuruş as lira, percentages, status
 * codes by name, moments on the operator's clock; anything else as recorded, structures as JSON.
 * The fields are those the server's modules record (their *.mappers.ts `to…Audit`); a field not
 * named here shows its raw value, so a new one is never hidden.
 */
export type CodeGroup = 'transferStatus' | 'verificationStatus' | 'documentStatus';

export type ValueKind =
  | { kind: 'none' }
  | { kind: 'money'; kurus: number }
  | { kind: 'percent'; value: number }
  | { kind: 'code'; group: CodeGroup; code: number }
  | { kind: 'moment'; iso: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'number'; value: number }
  | { kind: 'text'; value: string }
  | { kind: 'json'; text: string };

/** Fields recorded in kuruş (payouts, balances, fares, the four-eyes threshold, a bank file's total). */
const KURUS_FIELDS = new Set(['amount', 'balance', 'balanceAfter', 'baseFare', 'perKmFare', 'perMinuteFare', 'fare', 'transfersTotalAmount', 'paymentsTotalAmount', 'threshold', 'payoutSecondApprovalThreshold', 'controlSum']);
/** Fields recorded in percent (trip types). */
const PERCENT_FIELDS = new Set(['systemPercentage', 'cancellationSurcharge', 'nightSurcharge', 'peakTimeSurcharge']);
/** A moment as JSON writes it (ISO 8601 with a time). */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Which name list a status field's code reads in; `status` is a payout's on a bank transfer. */
function codeGroup(entityType: string, field: string): CodeGroup | undefined {
  if (field === 'verificationStatus') return 'verificationStatus';
  if (field === 'documentStatus') return 'documentStatus';
  if (field === 'status' && entityType.toLowerCase() === 'banktransfer') return 'transferStatus';
  return undefined;
}

export function valueKind(entityType: string, field: string | null, value: unknown): ValueKind {
  if (value === null || value === undefined) return { kind: 'none' };
  if (typeof value === 'number') {
    if (field && KURUS_FIELDS.has(field) && Number.isInteger(value)) return { kind: 'money', kurus: value };
    if (field && PERCENT_FIELDS.has(field)) return { kind: 'percent', value };
    const group = field ? codeGroup(entityType, field) : undefined;
    if (group && Number.isInteger(value)) return { kind: 'code', group, code: value };
    return { kind: 'number', value };
  }
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (typeof value === 'string') return ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value)) ? { kind: 'moment', iso: value } : { kind: 'text', value };
  return { kind: 'json', text: JSON.stringify(value, null, 2) };
}
