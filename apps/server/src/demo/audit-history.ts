import { TransferStatus, VerificationStatus } from '@taxi/contract';
import type { Insertable } from 'kysely';
import type { AuditEntriesTable } from '../db/schema';
import { DAY_MS, HOUR_MS } from './demo-clock';
import type { DemoContext, DemoUser, DemoVehicle } from './demo-types';
import type { PlannedPayout } from './payouts';

/** Who did it, as the audit log records them. */
export interface DemoActor {
  id: number;
  email: string;
}

export type AuditRow = Insertable<AuditEntriesTable> & { created_at: Date };

/** What the audit log needs of the people once their personal data is let go (plan-demo.ts forgetWrittenRows). */
export interface AuditCast {
  admins: DemoActor[];
  /** Each driver's e-mail by id: a payout request is the driver's own. */
  driverEmails: Map<number, string>;
  /** Everyone verified (customers, drivers) and every vehicle, with their decision. */
  decided: { entityType: 'User' | 'Vehicle'; id: number; at: Date; plan: DemoUser['verification'] }[];
}

/** Read before the people's personal data is forgotten: the admins, the drivers' addresses and the decisions. */
export function castOf(users: readonly DemoUser[], vehicles: readonly DemoVehicle[]): AuditCast {
  const admins = users.filter((user) => user.row.role === 'Admin').map((user) => ({ id: user.id, email: user.row.email }));
  const driverEmails = new Map(users.filter((user) => user.row.role === 'Driver').map((user) => [user.id, user.row.email]));
  const decided = [
    ...users.filter((user) => user.row.role !== 'Admin').map((user) => ({ entityType: 'User' as const, id: user.id, at: user.row.registration_date, plan: user.verification })),
    ...vehicles.map((vehicle) => ({ entityType: 'Vehicle' as const, id: vehicle.id, at: vehicle.row.created_at, plan: vehicle.verification })),
  ].filter((entry) => entry.plan.status !== VerificationStatus.Pending);
  return { admins, driverEmails, decided };
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * The demo's own changes as the API would have audited them (issue 24 item 5), in time order:
 * every payout request (the driver's), every decision on a payout and every verification decision
 * on a user or a vehicle (an admin's), with the same actions and before → after shapes as the
 * services write (bank-transfers.service.ts, verification.service.ts). A decision's time is the
 * payout's last change, or a few days after the user registered or the vehicle was added.
 */
export function planAuditHistory(context: DemoContext, cast: AuditCast, payouts: readonly PlannedPayout[]): AuditRow[] {
  const { random, now } = context;
  if (cast.admins.length === 0) return [];
  const rows: AuditRow[] = [];
  for (const { entityType, id, at, plan } of cast.decided) {
    const decidedAt = new Date(Math.min(now.getTime() - HOUR_MS, at.getTime() + random.int(2, 24 * 10) * HOUR_MS));
    const admin = random.pick(cast.admins);
    rows.push({
      actor_id: admin.id, actor_email: admin.email, action: 'verification', entity_type: entityType, entity_id: String(id), created_at: decidedAt,
      before: json({ verificationStatus: VerificationStatus.Pending, verifiedUntil: null, rejectionReason: null }),
      after: json({ verificationStatus: plan.status, verifiedUntil: plan.verifiedUntil?.toISOString() ?? null, rejectionReason: plan.rejectionReason }),
    });
  }
  for (const { id, row } of payouts) {
    const driver = { id: row.user_id, email: cast.driverEmails.get(row.user_id) ?? '' };
    const requested = { bankTransferId: id, userId: row.user_id, amount: row.amount, status: TransferStatus.Pending, rejectedReason: null };
    rows.push({ actor_id: driver.id, actor_email: driver.email, action: 'request', entity_type: 'BankTransfer', entity_id: String(id), created_at: row.date_created, before: null, after: json(requested) });
    if (row.status === TransferStatus.Pending) continue;
    const admin = random.pick(cast.admins);
    const decidedAt = row.last_modified_date instanceof Date ? row.last_modified_date : new Date(row.date_created.getTime() + DAY_MS);
    rows.push({
      actor_id: admin.id, actor_email: admin.email, action: 'status', entity_type: 'BankTransfer', entity_id: String(id), created_at: decidedAt,
      before: json(requested), after: json({ ...requested, status: row.status, rejectedReason: row.rejected_reason ?? null }),
    });
  }
  return rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
}
