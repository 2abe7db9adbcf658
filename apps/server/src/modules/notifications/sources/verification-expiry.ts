import { VerificationStatus } from '@taxi/contract';
import { sql } from 'kysely';
import { expiringBefore, operatorDay } from '../../expiry/expiry-window';
import { type NotificationFact, type NotificationSource, type ScanContext, SCAN_LIMIT } from './source';

interface EndingRow {
  kind: 'user' | 'vehicle';
  id: number;
  verified_until: Date;
  label: string;
}

/** Approved drivers and vehicles (of current users) whose approval ends in [from, to), latest first. */
async function verificationsEnding({ db, timeZone }: ScanContext, from: Date | null, to: Date): Promise<NotificationFact[]> {
  const lower = from ?? new Date(0);
  const { rows } = await sql<EndingRow>`
    (SELECT 'user' AS kind, u.id, u.verified_until, u.first_name || ' ' || u.last_name AS label FROM users u
      WHERE u.role = 'Driver' AND u.deleted_at IS NULL AND u.verification_status = ${VerificationStatus.Approved}
        AND u.verified_until >= ${lower} AND u.verified_until < ${to}
      ORDER BY u.verified_until DESC LIMIT ${SCAN_LIMIT})
    UNION ALL
    (SELECT 'vehicle' AS kind, v.id, v.verified_until, v.plate AS label FROM vehicles v JOIN users o ON o.id = v.user_id
      WHERE o.deleted_at IS NULL AND v.verification_status = ${VerificationStatus.Approved}
        AND v.verified_until >= ${lower} AND v.verified_until < ${to}
      ORDER BY v.verified_until DESC LIMIT ${SCAN_LIMIT})`.execute(db);
  return rows.map((row): NotificationFact => {
    const date = operatorDay(new Date(row.verified_until), timeZone);
    return {
      entityType: row.kind === 'user' ? 'User' : 'Vehicle',
      entityId: row.id,
      // the approved-until date: a renewed approval (a new date) is a new fact
      period: date,
      target: { kind: row.kind, id: row.id },
      params: row.kind === 'user' ? { name: row.label, plate: null, date } : { name: null, plate: row.label, date },
    };
  });
}

/** A driver's or a vehicle's approval ends within 30 days on the operator's clock (Support: review it again). */
export const verificationExpiring: NotificationSource = {
  kind: 'verificationExpiring',
  permission: 'users.verify',
  scan: (context) => verificationsEnding(context, context.now, expiringBefore(context.now, context.timeZone)),
};

/** A driver's or a vehicle's approval has ended: the driver cannot go online until it is renewed. */
export const verificationExpired: NotificationSource = {
  kind: 'verificationExpired',
  permission: 'users.verify',
  scan: (context) => verificationsEnding(context, null, context.now),
};
