/**
 * An audit entry's before → after as rows a person reads (issue 24 item 4): one row per field of
 * the recorded objects, in the order the entity names them, each saying whether it changed. A side
 * that is not an object (a bare value, a list) is one row without a field name.
 */
export interface DiffRow {
  /** The field's name as recorded (`status`, `baseFare`); null for a bare value. */
  field: string | null;
  /** undefined: the side has no such field (a creation has no before). */
  before: unknown;
  after: unknown;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAbsent = (value: unknown) => value === null || value === undefined;
/** Equal as recorded: the same JSON (the values come from JSON). */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function diffRows(before: unknown, after: unknown): DiffRow[] {
  if (isAbsent(before) && isAbsent(after)) return [];
  if ((isRecord(before) || isAbsent(before)) && (isRecord(after) || isAbsent(after))) {
    const old = isRecord(before) ? before : {};
    const next = isRecord(after) ? after : {};
    const fields = [...Object.keys(next), ...Object.keys(old).filter((field) => !(field in next))];
    return fields.map((field) => ({ field, before: old[field], after: next[field], changed: !same(old[field], next[field]) }));
  }
  return [{ field: null, before, after, changed: !same(before, after) }];
}

/** What a compact view shows: the changed rows, or every row when nothing changed (a sign-in's address). */
export function changedRows(rows: DiffRow[]): DiffRow[] {
  const changed = rows.filter((row) => row.changed);
  return changed.length > 0 ? changed : rows;
}
