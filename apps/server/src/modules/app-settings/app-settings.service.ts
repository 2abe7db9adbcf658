import type { AppSettings, AppSettingsBody, AppSettingsResponse } from '@taxi/contract';
import type { Db } from '../../db/database';
import { recordAudit, type Actor } from '../audit/audit';
import { toAppSettings, toPeakTimeValues, toSettingsValues } from './app-settings.mappers';
import * as repository from './app-settings.repository';

/** The record and its peak ranges; the record exists from the first start on (bootstrap). */
async function read(db: Db, lock: boolean): Promise<AppSettings> {
  const settings = lock ? await repository.findSettingsForUpdate(db) : await repository.findSettings(db);
  if (!settings) throw new Error('The app settings record is missing: the server creates it at start');
  return toAppSettings(settings, await repository.listPeakTimes(db));
}

/** The record and the operator's time zone (OPERATOR_TIME_ZONE) its windows are read in. */
export async function getAppSettings(db: Db, operatorTimeZone: string): Promise<AppSettingsResponse> {
  return { ...(await read(db, false)), operatorTimeZone };
}

/** Saves the whole record; the peak ranges are replaced as a whole, audited, in one transaction. */
export function updateAppSettings(db: Db, operatorTimeZone: string, body: AppSettingsBody, actor: Actor, now = new Date()): Promise<AppSettingsResponse> {
  return db.transaction().execute(async (trx) => {
    const before = await read(trx, true);
    await repository.updateSettings(trx, toSettingsValues(body, now));
    await repository.replacePeakTimes(trx, toPeakTimeValues(body));
    const after = await read(trx, false);
    await recordAudit(trx, actor, { action: 'update', entityType: 'AppSettings', entityId: 1, before, after });
    return { ...after, operatorTimeZone };
  });
}
