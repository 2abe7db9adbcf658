/** What the CSV exports (plugins/csv-export.ts) write, read back by the tests. */

/** Parses our own CSV (quoted fields may hold separators, quotes and CRLF); Turkish exports use `;`. */
export function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      field += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += char;
    } else if (char === separator) {
      endField();
    } else if (char === '\r' && text[index + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      index += 1;
    } else {
      field += char;
    }
  }
  return rows;
}
