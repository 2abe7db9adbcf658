import type { NotificationKind, NotificationParams, NotificationTarget, Permission } from '@taxi/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/** What a source scans with: the job's transaction, the run's clock and the operator's time zone. */
export interface ScanContext {
  db: Db;
  now: Date;
  /** OPERATOR_TIME_ZONE: dates in texts and "within 30 days" are read on the operator's clock. */
  timeZone: string;
}

/**
 * One fact a source finds in the data now. (kind, entityType, entityId, period) is its key: the
 * generator makes one notification per key, ever, however often the fact is found again. `period`
 * tells a new occurrence of the same fact from the old one (an expiry date, the latest upload):
 * when it changes, the fact is new.
 */
export interface NotificationFact {
  entityType: 'User' | 'Vehicle' | 'Document' | 'BankTransfer' | 'StatementImport';
  entityId: number;
  period?: string;
  /** The screen where it is handled. */
  target: NotificationTarget;
  /** What its text is filled with (names, plates, dates YYYY-MM-DD on the operator's clock, kuruş). */
  params: NotificationParams;
}

/**
 * One kind of notification (docs/notifications.md "Adding a kind"): which kind, whose work it is
 * (the permission: it goes to every staff role that has it in the contract's ROLE_PERMISSIONS),
 * and the scan finding its facts now. A scan reads state, writes nothing, and returns a bounded
 * list (a work queue, or a recent window).
 */
export interface NotificationSource {
  kind: NotificationKind;
  permission: Permission;
  scan(context: ScanContext): Promise<NotificationFact[]>;
}

/** At most this many facts per source and run (the next run finds the rest). */
export const SCAN_LIMIT = 500;

/** `days` before the run's clock, in SQL: how far back a source's window reaches. */
export const daysBefore = (now: Date, days: number) => sql<Date>`${now}::timestamptz - ${`${days} days`}::interval`;

/** A joined person's name for a text, or null when the join found no one (a deleted user). */
export const nameOf = (firstName: string | null, lastName: string | null) => (firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim());
