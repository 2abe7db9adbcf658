/**
 * PostgreSQL's COPY text format (one line per row, tab between fields, `\N` for null, backslash
 * escapes), written the way node-postgres sends the same values as INSERT parameters: numbers
 * in JavaScript's shortest round-trip form, booleans `t`/`f`, dates as ISO instants (every demo
 * date column is timestamptz), strings as they are (JSON columns arrive as JSON text).
 */
const ESCAPED: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const NEEDS_ESCAPE = /[\\\t\n\r]/;

export function copyField(value: unknown): string {
  if (value === null) return '\\N';
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('COPY text cannot carry a NUL character');
    return NEEDS_ESCAPE.test(value) ? value.replace(/[\\\t\n\r]/g, (character) => ESCAPED[character] ?? character) : value;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`a demo number must be finite (got ${value})`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  throw new Error(`no COPY text for a ${typeof value}`);
}

export const copyLine = (values: readonly unknown[]): string => `${values.map(copyField).join('\t')}\n`;
