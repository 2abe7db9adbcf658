import { z } from 'zod';
import { IsoDateTime, Kurus, MAX_ID, PageQuery, PaginationInfo, SignedKurus, optionalQuery, text } from './common';
import { DATE_RANGE_MESSAGE, Day, isDayRange } from './days';
import { TransferStatusCode } from './enums';
import { fieldCode } from './errors';

/**
 * Filters of the transfers list. `dateFrom` and `dateTo` are whole days on the operator's clock
 * (OPERATOR_TIME_ZONE), both inclusive; an end before the start is a 400 on `dateTo`.
 */
export const BankTransfersQuery = PageQuery.extend({
  userId: optionalQuery(z.coerce.number().int().positive().max(MAX_ID)),
  status: optionalQuery(z.coerce.number().pipe(TransferStatusCode)),
  dateFrom: optionalQuery(Day),
  dateTo: optionalQuery(Day),
}).refine((query) => isDayRange(query.dateFrom, query.dateTo), { message: DATE_RANGE_MESSAGE, path: ['dateTo'], params: fieldCode('end_before_start') });
export type BankTransfersQuery = z.infer<typeof BankTransfersQuery>;

export const TransferUser = z.object({
  id: z.number().int().nullable(),
  photoUrl: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});

/** A staff member who approved a payout, and when. */
export const TransferApprover = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable(), at: IsoDateTime });
export type TransferApprover = z.infer<typeof TransferApprover>;

export const TransferApproval = z.object({
  /** Whether the payout is above the App Settings threshold, so completing it needs two approvals. */
  secondApprovalRequired: z.boolean(),
  firstApproval: TransferApprover.nullable(),
  secondApproval: TransferApprover.nullable(),
});
export type TransferApproval = z.infer<typeof TransferApproval>;

export const BankTransfer = z.object({
  bankTransferId: z.number().int(),
  user: TransferUser,
  amount: Kurus,
  /** The driver's balance now (what the company owes them). */
  balance: SignedKurus,
  description: z.string(),
  status: TransferStatusCode,
  dateCreated: IsoDateTime,
  lastModifiedDate: IsoDateTime,
  rejectedReason: z.string().nullable(),
  /** The driver's IBAN now (null when none given): what a bank file would pay into. */
  iban: z.string().nullable().optional(),
  /** Four-eyes (issue 25, docs/money.md): what completing this payout needs, and who approved it. */
  approval: TransferApproval.optional(),
  /** The bank file this payout went into (pain.001 MsgId), null when none. */
  bankFile: z.object({ bankFileId: z.number().int(), messageId: z.string() }).nullable().optional(),
});
export type BankTransfer = z.infer<typeof BankTransfer>;

/** `POST /api/bankTransfers/ApproveBankTransfer/{id}`: no body. */
export const APPROVE_TRANSFER_SAME_PERSON = 'You gave this payout’s first approval: a different staff member must give the second';

export const UpdateBankTransferStatusBody = z
  .object({
    status: TransferStatusCode,
    rejectedReason: text({ max: 500, multiline: true }).nullish(),
  })
  .refine((body) => body.status !== 3 || !!body.rejectedReason, {
    message: 'Please provide a reason for rejection',
    path: ['rejectedReason'],
    params: fieldCode('rejection_reason_required'),
  });
export type UpdateBankTransferStatusBody = z.infer<typeof UpdateBankTransferStatusBody>;

/**
 * The figures of the transfers overview (SPEC.md §3), over every transfer. Percentages are shares
 * of the number of transfers, 0–100, rounded half away from zero to two decimals (0 when there are
 * none). `rejectedToCompletedRatio` = rejected count / completed count, a plain ratio (0.25, not
 * 25), rounded to four decimals; 0 when none completed. Amounts in kuruş. See docs/money.md.
 */
export const BankTransfersSummary = z.object({
  percentageOfCompletedTransfers: z.number(),
  totalAmountOfCompletedTransfers: Kurus,
  numberOfCompletedTransfers: z.number().int(),
  percentageOfRejectedTransfers: z.number(),
  totalAmountOfRejectedTransfers: Kurus,
  numberOfRejectedTransfers: z.number().int(),
  numberOfTransfers: z.number().int(),
  numberOfPendingTransfers: z.number().int(),
  numberOfInProgressTransfers: z.number().int(),
  totalTransferAmount: Kurus,
  rejectedToCompletedRatio: z.number(),
});
export type BankTransfersSummary = z.infer<typeof BankTransfersSummary>;

/** The overview's preload: the summary, page 1 (10 rows, newest first) and its pagination. */
export const BankTransfersViewModel = z.object({
  summary: BankTransfersSummary,
  transfers: z.array(BankTransfer),
  pagination: PaginationInfo,
});
export type BankTransfersViewModel = z.infer<typeof BankTransfersViewModel>;

/** The query of the overview's preload: only the user filter (`?userId=`). */
export const BankTransfersViewModelQuery = z.object({
  userId: optionalQuery(z.coerce.number().int().positive().max(MAX_ID)),
});
export type BankTransfersViewModelQuery = z.infer<typeof BankTransfersViewModelQuery>;
