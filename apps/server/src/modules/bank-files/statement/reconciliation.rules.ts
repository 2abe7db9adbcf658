import { type StatementEntryReport, TransferStatus, formatTry } from '@taxi/contract';
import type { StatementEntry } from './statement-entry';

/** A payout of the file, as the file carries it. */
export interface FileItem {
  bank_transfer_id: number;
  end_to_end_id: string;
  amount: number;
}

/** What to do with one statement entry, decided from the entry, the file and the payout's status now. */
export type Decision =
  | { kind: 'complete'; item: FileItem }
  | { kind: 'reject'; item: FileItem; reason: string }
  | { kind: 'report'; item: FileItem | null; outcome: StatementEntryReport['outcome']; message: string };

/**
 * The reconciliation rules (docs/money.md "Statement reconciliation"): an entry is matched by its
 * EndToEndId within the file (and its MsgId, when the bank gives one back); its amount and
 * currency must be the file's exactly. A booked payment completes an open payout, a returned one
 * rejects it with the bank's reason; a payout already in that state is "already settled"
 * (a re-import changes nothing); one in the other final state is refused for a person to look at.
 */
export function decide(entry: StatementEntry, item: FileItem | undefined, messageId: string, status: number | undefined): Decision {
  const report = (outcome: StatementEntryReport['outcome'], message: string, matched: FileItem | null = item ?? null): Decision => ({ kind: 'report', item: matched, outcome, message });
  if (!item || (entry.messageId !== null && entry.messageId !== messageId)) {
    return report('unmatched', entry.endToEndId ? `No payout of bank file ${messageId} has the reference ${entry.endToEndId}` : 'The entry has no end-to-end reference', null);
  }
  if (entry.currency !== 'TRY' || entry.amount !== item.amount) {
    return report('amount_mismatch', `The bank reports ${entry.currency ?? '?'} ${formatTry(entry.amount).replace('₺', '')}, the file paid ${formatTry(item.amount)}: nothing changed`);
  }
  if (!entry.booked) return report('refused', 'The payment is not booked yet: nothing changed');
  if (entry.returned) {
    if (status === TransferStatus.Rejected) return report('already_settled', 'Already rejected: nothing changed');
    if (status === TransferStatus.Completed) return report('refused', 'The bank returned a payout that is Completed here: the driver was debited; correct it with an adjustment');
    return { kind: 'reject', item, reason: `Returned by the bank${entry.reason ? `: ${entry.reason}` : ''}`.slice(0, 500) };
  }
  if (status === TransferStatus.Completed) return report('already_settled', 'Already completed: nothing changed');
  if (status === TransferStatus.Rejected) return report('refused', 'The bank paid a payout that is Rejected here: look into it');
  return { kind: 'complete', item };
}
