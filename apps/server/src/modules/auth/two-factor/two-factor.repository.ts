import type { Db } from '../../../db/database';

/** A user's second factor, enabled or waiting for its first code; undefined when there is none. */
export function findTwoFactor(db: Db, userId: number) {
  return db.selectFrom('user_two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Keeps a new secret waiting for its first code, replacing an earlier one that is still waiting.
 * Answers false (nothing written) when the user's second factor is already on.
 */
export async function savePendingSecret(db: Db, userId: number, sealed: string, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('user_two_factor')
    .values({ user_id: userId, secret_encrypted: sealed, created_at: now })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret_encrypted: sealed, last_used_step: null, created_at: now })
        .where('user_two_factor.enabled_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Turns a waiting secret on with the step of its first code; false when it was not waiting (any more). */
export async function enableTwoFactor(db: Db, userId: number, step: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('user_two_factor')
    .set({ enabled_at: now, last_used_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records `step` as used, atomically, only when it is later than the last used one: two requests
 * with one code (a replay, or a race) cannot both get through. False when it was not later.
 */
export async function useTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('user_two_factor')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Writes a fresh set of recovery code hashes, dropping any earlier set. */
export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]): Promise<void> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Marks an unused recovery code used, atomically; false when there is no such unused code. */
export async function useRecoveryCode(db: Db, userId: number, hash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Removes the user's second factor and recovery codes; answers whether there was one (enabled or waiting). */
export async function deleteTwoFactor(db: Db, userId: number): Promise<boolean> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  const removed = await db.deleteFrom('user_two_factor').where('user_id', '=', userId).returning('user_id').executeTakeFirst();
  return removed !== undefined;
}

/** The app setting: whether Admin and Finance must have a second factor. */
export async function isRequiredForAdminAndFinance(db: Db): Promise<boolean> {
  const row = await db.selectFrom('app_settings').select('two_factor_required_for_admin_and_finance as required').where('id', '=', 1).executeTakeFirst();
  return row?.required ?? false;
}

/** The user's row as the second step needs it (by id), or undefined. */
export function findUserById(db: Db, userId: number) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}
