import { ibanCheckDigits } from '@taxi/contract';

/** Turkish banks' five-digit codes the demo's drivers bank with (the operator is in North Cyprus). */
const TR_BANKS = ['00010', '00012', '00015', '00046', '00062', '00064', '00067', '00111'];
/** Cypriot banks' three-digit codes. */
const CY_BANKS = ['002', '005', '007', '018'];

/**
 * A valid IBAN for demo driver `id` (ISO 13616, mod-97 check digits computed), the same for the
 * same id: most are Turkish (TR, 26 characters: bank, a reserve 0, 16-digit account), every
 * third Cypriot (CY, 28: bank, 5-digit branch, 16-digit account). Derived from the id, so the
 * seed's random streams are not drawn from and every other demo value stays as it was.
 */
export function demoIban(id: number): string {
  const account = String((id * 7_919 + 104_729) % 10_000_000_000).padStart(16, '0');
  if (id % 3 === 0) {
    const bban = `${CY_BANKS[id % CY_BANKS.length]}${String(id % 100_000).padStart(5, '0')}${account}`;
    return `CY${ibanCheckDigits('CY', bban)}${bban}`;
  }
  const bban = `${TR_BANKS[id % TR_BANKS.length]}0${account}`;
  return `TR${ibanCheckDigits('TR', bban)}${bban}`;
}
