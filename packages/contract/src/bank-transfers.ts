import { z } from 'zod';
import { IsoDateTime, Kurus, PageQuery, PaginationInfo, SignedKurus, optionalQuery, text } from './common';
import { TransferStatusCode } from './enums';

export const BankTransfersQuery = PageQuery.extend({
  userId: optionalQuery(z.coerce.number().int().positive()),
  status: optionalQuery(z.coerce.number().pipe(TransferStatusCode)),
  dateFrom: optionalQuery(z.iso.date().or(z.iso.datetime({ offset: true }))),
  dateTo: optionalQuery(z.iso.date().or(z.iso.datetime({ offset: true }))),
});
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
});
export type BankTransfer = z.infer<typeof BankTransfer>;

export const UpdateBankTransferStatusBody = z
  .object({
    status: TransferStatusCode,
    rejectedReason: text({ max: 500, multiline: true }).nullish(),
  })
  .refine((body) => body.status !== 3 || !!body.rejectedReason, {
    message: 'Please provide a reason for rejection',
    path: ['rejectedReason'],
  });
export type UpdateBankTransferStatusBody = z.infer<typeof UpdateBankTransferStatusBody>;

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

export const BankTransfersViewModel = z.object({
  summary: BankTransfersSummary,
  transfers: z.array(BankTransfer),
  pagination: PaginationInfo,
});
export type BankTransfersViewModel = z.infer<typeof BankTransfersViewModel>;
