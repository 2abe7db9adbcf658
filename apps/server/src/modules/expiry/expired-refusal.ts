import { DocumentStatus, VerificationStatus } from '@taxi/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { conflict, type HttpError } from '../../lib/http-errors';
import { operatorDay } from './expiry-window';

/** A document type as words of a sentence: `DrivingLicence` → `driving licence`. */
export const documentWords = (type: string) => type.replace(/(?<=[a-z])(?=[A-Z])/g, ' ').toLowerCase();

interface Lapse {
  /** 'approval' or a document type. */
  what: string;
  /** The vehicle's plate when it is the vehicle's. */
  plate: string | null;
  ended_at: Date;
}

/**
 * Why an approved driver may not go online when the reason is an expiry (issue 25): their own
 * approval or an approved document of theirs has ended, or every approved vehicle of theirs has an
 * ended approval or document. A 409 naming it and the day it ended (on the operator's clock) with
 * `params` {document, date, plate?} for the app's text; null when the refusal is for another reason
 * (not approved, no vehicle…), which stays a 403.
 */
export async function expiredRefusal(db: Db, driverId: number, timeZone: string): Promise<HttpError | null> {
  const driver = await db.selectFrom('users').select(['verification_status']).where('id', '=', driverId).where('role', '=', 'Driver').where('deleted_at', 'is', null).executeTakeFirst();
  if (driver?.verification_status !== VerificationStatus.Approved) return null;
  const { rows } = await sql<Lapse>`
    SELECT 'approval' AS what, NULL AS plate, u.verified_until AS ended_at FROM users u WHERE u.id = ${driverId} AND u.verified_until <= now()
    UNION ALL
    SELECT d.document_type, NULL, d.expires_at FROM documents d WHERE d.user_id = ${driverId} AND d.document_status = ${DocumentStatus.Approved} AND d.expires_at <= now()
    UNION ALL
    SELECT 'approval', v.plate, v.verified_until FROM vehicles v WHERE v.user_id = ${driverId} AND v.verification_status = ${VerificationStatus.Approved} AND v.verified_until <= now()
    UNION ALL
    SELECT d.document_type, v.plate, d.expires_at FROM documents d JOIN vehicles v ON v.id = d.vehicle_id
      WHERE v.user_id = ${driverId} AND v.verification_status = ${VerificationStatus.Approved} AND d.document_status = ${DocumentStatus.Approved} AND d.expires_at <= now()
    ORDER BY plate NULLS FIRST, ended_at`.execute(db);
  const lapse = rows[0];
  if (!lapse) return null;
  const date = operatorDay(new Date(lapse.ended_at), timeZone);
  const whose = lapse.plate ? `The ${lapse.what === 'approval' ? 'approval' : documentWords(lapse.what)} of your vehicle ${lapse.plate}` : lapse.what === 'approval' ? 'Your approval' : `Your ${documentWords(lapse.what)}`;
  const message = `${whose} ${lapse.what === 'approval' ? 'ended' : 'expired'} on ${date}: it must be renewed before you can go online`;
  const params = { document: lapse.what, date, ...(lapse.plate ? { plate: lapse.plate } : {}) };
  return conflict(message, lapse.what === 'approval' ? 'driver.approval_expired' : 'driver.document_expired', params);
}
