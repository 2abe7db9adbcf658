import { decimalToKurus } from '../bank-amounts';
import { MAX_STATEMENT_ENTRIES, type StatementEntry, badStatement } from './statement-entry';

/** The columns a CSV statement must have (any order, any case); Reason and MessageId may be left out. */
const REQUIRED = ['endtoendid', 'amount', 'currency', 'status'] as const;

/** RFC 4180 rows: commas, double quotes ("" inside quotes), CRLF or LF. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endCell();
      rows.push(row);
      row = [];
    } else cell += char;
  }
  if (quoted) throw badStatement('The CSV statement has a quote that is never closed');
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

/**
 * Reads a CSV statement: a header row naming EndToEndId, Amount (decimal, a dot, at most two
 * decimals), Currency, Status (BOOKED or RETURNED), and optionally Reason and MessageId; one row
 * per payment. Anything else is a 400 naming the row.
 */
export function parseStatementCsv(text: string): StatementEntry[] {
  const [header, ...rows] = csvRows(text.replace(/^\uFEFF/, ''));
  if (!header) throw badStatement('The CSV statement is empty');
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = REQUIRED.filter((name) => !names.includes(name));
  if (missing.length > 0) throw badStatement(`The CSV statement’s header must name EndToEndId, Amount, Currency and Status (missing: ${missing.join(', ')})`);
  if (rows.length > MAX_STATEMENT_ENTRIES) throw badStatement(`The statement has more than ${MAX_STATEMENT_ENTRIES} entries`);
  const column = (cells: string[], name: string) => {
    const index = names.indexOf(name);
    return index < 0 ? '' : (cells[index] ?? '').trim();
  };
  return rows.map((cells, index) => {
    const line = index + 2;
    if (cells.length !== header.length) throw badStatement(`Row ${line} of the CSV statement has ${cells.length} cells, not ${header.length}`);
    const amount = decimalToKurus(column(cells, 'amount'));
    if (amount === null) throw badStatement(`Row ${line}: the amount is not money with at most two decimals`);
    const status = column(cells, 'status').toUpperCase();
    if (status !== 'BOOKED' && status !== 'RETURNED') throw badStatement(`Row ${line}: the status must be BOOKED or RETURNED`);
    return {
      endToEndId: column(cells, 'endtoendid') || null,
      messageId: column(cells, 'messageid') || null,
      amount,
      currency: column(cells, 'currency').toUpperCase() || null,
      booked: true,
      returned: status === 'RETURNED',
      reason: column(cells, 'reason') || null,
    };
  });
}
