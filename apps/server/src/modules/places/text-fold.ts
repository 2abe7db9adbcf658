/**
 * Search text folded for comparison: lower-cased the Turkish way (`İ` → `i`, `I` → `ı`), then
 * without accents and with the dotless `ı` as `i`, so `İSKELE`, `iskele` and `Iskele` meet, and
 * `lefkosa` finds `Lefkoşa`, `guzelyurt` finds `Güzelyurt`.
 */
export function foldText(text: string): string {
  return text.toLocaleLowerCase('tr').normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

/** The words of a folded text: letters and digits, everything else a separator. */
export function wordsOf(folded: string): string[] {
  return folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}
