import { badRequest } from '../../../lib/http-errors';

/** One payment a bank statement reports, whatever its format. */
export interface StatementEntry {
  endToEndId: string | null;
  /** The pain.001 MsgId the bank gives back, when it does. */
  messageId: string | null;
  /** Kuruş (exact), as the statement gives it. */
  amount: number;
  currency: string | null;
  /** Booked (BOOK), as opposed to pending or informational. */
  booked: boolean;
  /** The bank returned (or reversed) the payment. */
  returned: boolean;
  reason: string | null;
}

/** The most entries one statement may carry. */
export const MAX_STATEMENT_ENTRIES = 10_000;

/** A statement that cannot be read: 400 with what is wrong, before anything is written. */
export const badStatement = (message: string) => badRequest(message, 'statement.invalid', { errors: { content: [message] } });
