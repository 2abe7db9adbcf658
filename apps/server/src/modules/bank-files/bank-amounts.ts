/**
 * Amounts of bank files and statements: whole kuruş ↔ decimal text with exactly two decimals,
 * computed on the digits (never a float): 123456 → "1234.56", 5 → "0.05".
 */
export function kurusToDecimal(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0) throw new RangeError(`Not a whole, non-negative number of kuruş: ${kurus}`);
  const digits = String(kurus).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The largest amount a statement may carry (₺10 billion, as MAX_KURUS). */
const MAX_WHOLE_DIGITS = 11;

/**
 * A statement's amount ("1234.56", "1234.5", "1234") as kuruş, or null when it is not a plain
 * non-negative decimal with at most two decimals (a third decimal would lose money: refused).
 */
export function decimalToKurus(text: string): number | null {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_WHOLE_DIGITS) return null;
  return Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
