import { type BankFileSkip, TransferStatus, isValidIban } from '@taxi/contract';
import type { CandidateRow } from './bank-files.repository';

/** The EndToEndId of a payout in every bank file and statement: stable, unique, at most 35 characters. */
export const endToEndIdOf = (transferId: number) => `PAYOUT-${transferId}`;

/** The transfer id an EndToEndId names, or null when it is not one of ours. */
export function transferIdOf(endToEndId: string): number | null {
  const match = /^PAYOUT-([1-9]\d{0,9})$/.exec(endToEndId.trim());
  return match ? Number(match[1]) : null;
}

/** The message id of bank file `id` made on `day` (YYYY-MM-DD): at most 35 characters. */
export const messageIdOf = (id: number, day: string) => `TAXI-${day.replaceAll('-', '')}-${String(id).padStart(6, '0')}`;

export interface Eligibility {
  skip: BankFileSkip | null;
  /** The file's creator gives the second approval of this four-eyes payout. */
  secondApproval: boolean;
}

/**
 * Whether payout `row` may go into a bank file made by staff member `creatorId` (docs/money.md
 * "Bank payout file"): In Progress, in no other file, its driver still there with a valid IBAN,
 * and, above the four-eyes threshold, first approved by someone else: making the file is then
 * the second approval (the money leaves with the file, so that is where the second eyes look).
 */
export function eligibility(row: CandidateRow | undefined, id: number, threshold: number, creatorId: number): Eligibility {
  const skip = (reason: BankFileSkip['reason'], message: string): Eligibility => ({ skip: { bankTransferId: id, reason, message: `Payout #${id}: ${message}` }, secondApproval: false });
  if (!row) return skip('not_in_progress', 'there is no such payout');
  if (row.status !== TransferStatus.InProgress) return skip('not_in_progress', 'only an In Progress payout can go into a bank file');
  if (row.in_file !== null) return skip('in_another_file', 'it is already in another bank file');
  if (row.user_id === null || row.deleted_at !== null) return skip('driver_deleted', 'its driver no longer exists');
  if (!row.iban || !isValidIban(row.iban)) return skip('no_iban', 'its driver has no valid IBAN');
  const fourEyes = threshold > 0 && row.amount > threshold;
  if (!fourEyes || row.second_approved_by !== null) return { skip: null, secondApproval: false };
  if (row.first_approved_by === null) return skip('awaiting_first_approval', 'above the four-eyes threshold it needs a first approval');
  if (row.first_approved_by === creatorId) return skip('same_approver', 'you gave its first approval; a different staff member must make the file');
  return { skip: null, secondApproval: true };
}
