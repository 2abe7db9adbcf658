import { STAFF_ROLES, can, type Permission } from '@taxi/contract';
import type { Job, JobContext } from '../jobs/job-runner';
import { insertNew, type NewNotification } from './notifications.repository';
import { NOTIFICATION_SOURCES } from './sources';
import type { NotificationSource } from './sources/source';

export const NOTIFICATIONS_JOB = 'notifications';

/** The staff roles whose work a permission is, by the contract's table (Admin has them all). */
export const rolesWith = (permission: Permission): string[] => STAFF_ROLES.filter((role) => can(role, permission));

/** Notifications just made, for the roles they go to. */
export interface MadeNotifications {
  ids: number[];
  roles: string[];
}

/**
 * Runs every source and stores what is new (docs/notifications.md): a fact already notified is
 * left alone by the unique key, so a run repeated, or two runs on two instances, never make a
 * second notification of one fact. Answers the new ones grouped by their roles.
 */
export async function generateNotifications({ db, now }: Pick<JobContext, 'db' | 'now'>, timeZone: string, sources: readonly NotificationSource[] = NOTIFICATION_SOURCES): Promise<MadeNotifications[]> {
  const made = new Map<string, MadeNotifications>();
  for (const source of sources) {
    const roles = rolesWith(source.permission);
    const facts = await source.scan({ db, now, timeZone });
    const rows: NewNotification[] = facts.map((fact) => ({ kind: source.kind, entityType: fact.entityType, entityId: fact.entityId, period: fact.period ?? '', target: fact.target, roles, params: fact.params }));
    for (const row of await insertNew(db, rows)) {
      const key = row.roles.join(',');
      const group = made.get(key) ?? { ids: [], roles: row.roles };
      group.ids.push(row.id);
      made.set(key, group);
    }
  }
  return [...made.values()];
}

/** The recurring job: generate, then (once committed) tell the staff's open streams. */
export function notificationsJob(timeZone: string, everyMs: number, deliver: (made: MadeNotifications) => Promise<void>, sources?: readonly NotificationSource[]): Job {
  return {
    name: NOTIFICATIONS_JOB,
    everyMs,
    async run(context) {
      const made = await generateNotifications(context, timeZone, sources);
      context.afterCommit(async () => {
        for (const group of made) await deliver(group);
      });
    },
  };
}
