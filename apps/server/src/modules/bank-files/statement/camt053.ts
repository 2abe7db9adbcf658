import { SaxesParser, type SaxesTagNS } from 'saxes';
import { decimalToKurus } from '../bank-amounts';
import { MAX_STATEMENT_ENTRIES, type StatementEntry, badStatement } from './statement-entry';

const CAMT053 = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d{2}$/;
const MAX_DEPTH = 40;

interface Entry {
  amount?: string;
  currency?: string | null;
  reversal?: boolean;
  status?: string;
  transactions: Transaction[];
}
interface Transaction {
  endToEndId?: string;
  messageId?: string;
  amount?: string;
  currency?: string | null;
  returned?: boolean;
  reasonCode?: string;
  reasonText?: string[];
}

/**
 * Reads an ISO 20022 camt.053 bank-to-customer statement (any version 001.NN): every entry
 * (Ntry) and its transaction details (TxDtls: EndToEndId, MsgId, amount, return information).
 * A strict, streaming, non-validating parser (saxes) that never expands entities: a DOCTYPE (a DTD,
 * entity declarations, a "billion laughs") is refused outright, and so is an undeclared entity,
 * a document nested deeper than 40 elements, a root other than a camt.053 Document, malformed
 * XML or an amount that is not whole kuruş. Every refusal is a 400 naming what is wrong.
 */
export function parseCamt053(xml: string): StatementEntry[] {
  const parser = new SaxesParser({ xmlns: true });
  const path: string[] = [];
  const entries: StatementEntry[] = [];
  let text = '';
  let currency: string | null = null;
  let statementSeen = false;
  let entry: Entry | null = null;
  let transaction: Transaction | null = null;

  const at = (...tail: string[]) => tail.every((name, index) => path[path.length - tail.length + index] === name);
  parser.on('doctype', () => {
    throw badStatement('The statement has a DOCTYPE: a DTD or entity declarations are not accepted');
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (path.length === 0 && (tag.local !== 'Document' || !CAMT053.test(tag.uri))) {
      throw badStatement('This is not an ISO 20022 camt.053 statement: its root must be a camt.053 Document');
    }
    path.push(tag.local);
    if (path.length > MAX_DEPTH) throw badStatement('The statement is nested too deeply');
    text = '';
    if (tag.local === 'Stmt' && at('BkToCstmrStmt', 'Stmt')) statementSeen = true;
    if (tag.local === 'Ntry' && at('Stmt', 'Ntry')) entry = { transactions: [] };
    if (tag.local === 'TxDtls' && entry) transaction = {};
    if (tag.local === 'RtrInf' && transaction) transaction.returned = true;
    if (tag.local === 'Amt') currency = tag.attributes.Ccy?.value ?? null;
  });
  parser.on('text', (chunk) => {
    text += chunk;
    if (text.length > 10_000) throw badStatement('The statement has a text too long to be a statement field');
  });
  parser.on('closetag', () => {
    const value = text.trim();
    if (entry && !transaction) {
      if (at('Ntry', 'Amt')) Object.assign(entry, { amount: value, currency });
      else if (at('Ntry', 'RvslInd')) entry.reversal = value === 'true';
      else if (at('Ntry', 'Sts', 'Cd') || at('Ntry', 'Sts')) entry.status ??= value;
    }
    if (transaction) {
      if (at('TxDtls', 'Refs', 'EndToEndId')) transaction.endToEndId = value;
      else if (at('TxDtls', 'Refs', 'MsgId')) transaction.messageId = value;
      else if (at('TxDtls', 'Amt')) Object.assign(transaction, { amount: value, currency });
      else if (at('RtrInf', 'Rsn', 'Cd')) transaction.reasonCode = value;
      else if (at('RtrInf', 'AddtlInf')) (transaction.reasonText ??= []).push(value);
      else if (at('Ntry', 'NtryDtls', 'TxDtls') && entry) {
        entry.transactions.push(transaction);
        transaction = null;
      }
    }
    if (entry && at('Stmt', 'Ntry')) {
      entries.push(...toEntries(entry));
      if (entries.length > MAX_STATEMENT_ENTRIES) throw badStatement(`The statement has more than ${MAX_STATEMENT_ENTRIES} entries`);
      entry = null;
    }
    path.pop();
    text = '';
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 400) throw error;
    throw badStatement(`The statement is not well-formed XML: ${(error as Error).message.split('\n')[0]}`);
  }
  if (!statementSeen) throw badStatement('This camt.053 document has no statement (BkToCstmrStmt/Stmt)');
  return entries;
}

function amountOf(text: string | undefined, where: string): number {
  const kurus = text === undefined ? null : decimalToKurus(text);
  if (kurus === null) throw badStatement(`The statement has an amount that is not money with at most two decimals (${where})`);
  return kurus;
}

/** One statement entry per transaction detail (an entry without details is one entry). */
function toEntries(entry: Entry): StatementEntry[] {
  const booked = (entry.status ?? '').toUpperCase() === 'BOOK';
  const transactions = entry.transactions.length > 0 ? entry.transactions : [{} as Transaction];
  return transactions.map((transaction) => {
    const own = transaction.amount !== undefined;
    const reason = [transaction.reasonCode, ...(transaction.reasonText ?? [])].filter(Boolean).join(': ') || null;
    return {
      endToEndId: transaction.endToEndId || null,
      messageId: transaction.messageId || null,
      amount: amountOf(own ? transaction.amount : entry.amount, transaction.endToEndId ?? 'an entry'),
      currency: (own ? transaction.currency : entry.currency) ?? null,
      booked,
      returned: Boolean(entry.reversal || transaction.returned),
      reason,
    };
  });
}
