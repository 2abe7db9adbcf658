import type { AppSettings, AppSettingsBody } from '@taxi/contract';
import type { Db } from '../../db/database';
import { recordAudit, type Actor } from '../audit/audit';
import { ensureAppSettings } from './app-settings.defaults';
import { toAppSettings, toPeakTimeValues, toSettingsValues } from './app-settings.mappers';
import * as repository from './app-settings.repository';

type Executor = Parameters<typeof repository.findSettings>[0];

async function read(db: Executor, lock: boolean): Promise<AppSettings> {
  let settings = lock ? await repository.findSettingsForUpdate(db) : await repository.findSettings(db);
  if (!settings) {
    await ensureAppSettings(db);
    settings = lock ? await repository.findSettingsForUpdate(db) : await repository.findSettings(db);
  }
  if (!settings) throw new Error('The app settings record is missing');
  return toAppSettings(settings, await repository.listPeakTimes(db));
}

export function getAppSettings(db: Db): Promise<AppSettings> {
  return read(db, false);
}

/** Saves the whole record; the peak ranges are replaced as a whole, audited, in one transaction. */
export function updateAppSettings(db: Db, body: AppSettingsBody, actor: Actor, now = new Date()): Promise<AppSettings> {
  return db.transaction().execute(async (trx) => {
    const before = await read(trx, true);
    await repository.updateSettings(trx, toSettingsValues(body, now));
    await repository.replacePeakTimes(trx, toPeakTimeValues(body));
    const after = await read(trx, false);
    await recordAudit(trx, actor, { action: 'update', entityType: 'AppSettings', entityId: 1, before, after });
    return after;
  });
}
