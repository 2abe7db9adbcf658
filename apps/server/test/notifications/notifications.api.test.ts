import { STAFF_ROLES, type Notification, type NotificationKind } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { createDocument, createVehicle, DAY_MS, daysFromNow, generate, notificationsOf, unreadOf } from './support';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** Issue 25 items 1–2: each source finds its fact once, for the roles whose work it is; per-member read state. */
describe(`notifications on ${DB}`, () => {
  let t: TestApp;
  const staff = {} as Record<(typeof STAFF_ROLES)[number], UserRow>;
  const of = (list: Notification[], kind: NotificationKind, id: number) => list.filter((n) => n.kind === kind && n.target.id === id);

  beforeAll(async () => {
    t = await buildTestApp();
    for (const role of STAFF_ROLES) staff[role] = await createUser(t.db, role);
  });
  afterAll(() => t.close());

  it('a driver who registers: one notification for Support and Admin, however often the job runs', async () => {
    const register = await t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: '10.91.0.1', payload: { email: 'new.driver.n@test.taxi', password: 'long-enough', firstName: 'Ayşe', lastName: 'Yılmaz', phoneNumber: '+90 533 111 2233', role: 'Driver' } });
    expect(register.statusCode).toBe(201);
    const driverId = register.json<{ user?: { id: number }; id?: number }>().user?.id ?? (await t.db.selectFrom('users').select('id').where('email', '=', 'new.driver.n@test.taxi').executeTakeFirstOrThrow()).id;
    expect(await generate(t)).toBe(1);
    expect(await generate(t)).toBe(1);
    const support = of(await notificationsOf(t, staff.Support), 'driverRegistered', driverId);
    expect(support).toEqual([expect.objectContaining({ kind: 'driverRegistered', target: { kind: 'user', id: driverId }, params: { name: 'Ayşe Yılmaz' }, read: false })]);
    expect(of(await notificationsOf(t, 'admin'), 'driverRegistered', driverId)).toHaveLength(1);
    for (const role of ['Finance', 'Dispatcher', 'Viewer'] as const) expect(of(await notificationsOf(t, staff[role]), 'driverRegistered', driverId)).toEqual([]);
    const stored = await t.db.selectFrom('notifications').selectAll().where('kind', '=', 'driverRegistered').where('entity_id', '=', driverId).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.roles.sort()).toEqual(['Admin', 'Support']);
  });

  it('documents waiting for review: one per owner and upload; a new upload is a new notification, a decision is not', async () => {
    const driver = await createUser(t.db, 'Driver');
    await createDocument(t, { user_id: driver.id }, { status: 0, created_at: new Date(Date.now() - 2 * DAY_MS) });
    await createDocument(t, { user_id: driver.id }, { status: 0, type: 'IdentityCard', created_at: new Date(Date.now() - DAY_MS) });
    await generate(t);
    await generate(t);
    let found = of(await notificationsOf(t, staff.Support), 'documentsPending', driver.id);
    expect(found).toEqual([expect.objectContaining({ params: { name: `${driver.first_name} ${driver.last_name}`, count: 2 }, target: { kind: 'user', id: driver.id } })]);
    await createDocument(t, { user_id: driver.id }, { status: 0, type: 'CriminalRecord' });
    await generate(t);
    found = of(await notificationsOf(t, staff.Support), 'documentsPending', driver.id);
    expect(found.map((n) => n.params.count)).toEqual([3, 2]);
    expect(of(await notificationsOf(t, staff.Finance), 'documentsPending', driver.id)).toEqual([]);
  });

  it('a document expiring within 30 days and one expired: once each per expiry date; a renewal (new date) is new', async () => {
    const driver = await createUser(t.db, 'Driver', { verification_status: 1, verified_until: daysFromNow(300) });
    const vehicle = await createVehicle(t, driver.id);
    const soon = await createDocument(t, { user_id: driver.id }, { expires_at: daysFromNow(10) });
    const gone = await createDocument(t, { vehicle_id: vehicle.id }, { type: 'VehicleInsurance', expires_at: daysFromNow(-3) });
    const later = await createDocument(t, { user_id: driver.id }, { type: 'IdentityCard', expires_at: daysFromNow(45) });
    await generate(t);
    await generate(t);
    const list = await notificationsOf(t, staff.Support);
    // the licence (10 days) is expiring, the identity card (45 days) is not yet
    expect(of(list, 'documentExpiring', driver.id)).toEqual([expect.objectContaining({ target: { kind: 'user', id: driver.id }, params: expect.objectContaining({ documentType: 'DrivingLicence' }) })]);
    expect(list.filter((n) => n.kind === 'documentExpired' && n.target.kind === 'vehicle' && n.target.id === vehicle.id)).toEqual([
      expect.objectContaining({ params: expect.objectContaining({ documentType: 'VehicleInsurance', plate: vehicle.plate }) }),
    ]);
    // renewed to another date within the window: a new fact
    await t.db.updateTable('documents').set({ expires_at: daysFromNow(20) }).where('id', '=', soon.id).execute();
    await generate(t);
    expect((await notificationsOf(t, staff.Support)).filter((n) => n.kind === 'documentExpiring' && n.target.id === driver.id)).toHaveLength(2);
    const stored = await t.db.selectFrom('notifications').select(['period']).where('kind', 'in', ['documentExpiring', 'documentExpired']).where('entity_id', 'in', [soon.id, gone.id, later.id]).execute();
    expect(stored).toHaveLength(3);
  });

  it("a driver's or a vehicle's approval expiring within 30 days, and expired: once each", async () => {
    const driver = await createUser(t.db, 'Driver', { verification_status: 1, verified_until: daysFromNow(5) });
    const vehicle = await createVehicle(t, driver.id, { verification_status: 1, verified_until: daysFromNow(-1) });
    const fine = await createUser(t.db, 'Driver', { verification_status: 1, verified_until: daysFromNow(40) });
    await generate(t);
    await generate(t);
    const list = await notificationsOf(t, staff.Support);
    expect(of(list, 'verificationExpiring', driver.id)).toEqual([expect.objectContaining({ target: { kind: 'user', id: driver.id }, params: expect.objectContaining({ name: `${driver.first_name} ${driver.last_name}` }) })]);
    expect(list.filter((n) => n.kind === 'verificationExpired' && n.target.kind === 'vehicle' && n.target.id === vehicle.id)).toHaveLength(1);
    expect(of(list, 'verificationExpiring', fine.id)).toEqual([]);
  });

  it('a payout requested (Pending): once, for Finance and Admin only', async () => {
    const driver = await createUser(t.db, 'Driver');
    const payout = await t.db.insertInto('bank_transfers').values({ user_id: driver.id, amount: 125_050 }).returning('id').executeTakeFirstOrThrow();
    await generate(t);
    await generate(t);
    expect(of(await notificationsOf(t, staff.Finance), 'payoutRequested', payout.id)).toEqual([expect.objectContaining({ target: { kind: 'bankTransfer', id: payout.id }, params: { name: `${driver.first_name} ${driver.last_name}`, amount: 125_050 } })]);
    expect(of(await notificationsOf(t, 'admin'), 'payoutRequested', payout.id)).toHaveLength(1);
    expect(of(await notificationsOf(t, staff.Support), 'payoutRequested', payout.id)).toEqual([]);
  });

  it('a payout waiting for a second approval: once per first approval, for Finance and Admin, naming who gave it', async () => {
    const driver = await createUser(t.db, 'Driver');
    const approvedAt = new Date(Date.now() - 60_000);
    const payout = await t.db
      .insertInto('bank_transfers')
      .values({ user_id: driver.id, amount: 2_500_000, first_approved_by: staff.Finance.id, first_approved_at: approvedAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    await generate(t);
    await generate(t);
    const params = { name: `${driver.first_name} ${driver.last_name}`, amount: 2_500_000, approver: `${staff.Finance.first_name} ${staff.Finance.last_name}` };
    expect(of(await notificationsOf(t, 'admin'), 'payoutAwaitingSecondApproval', payout.id)).toEqual([expect.objectContaining({ target: { kind: 'bankTransfer', id: payout.id }, params })]);
    expect(of(await notificationsOf(t, staff.Finance), 'payoutAwaitingSecondApproval', payout.id)).toHaveLength(1);
    expect(of(await notificationsOf(t, staff.Support), 'payoutAwaitingSecondApproval', payout.id)).toEqual([]);
    // the second approval given: nothing more
    await t.db.updateTable('bank_transfers').set({ second_approved_by: t.users.admin.id, second_approved_at: new Date() }).where('id', '=', payout.id).execute();
    await generate(t);
    expect(of(await notificationsOf(t, 'admin'), 'payoutAwaitingSecondApproval', payout.id)).toHaveLength(1);
  });

  it('a statement that did not match: one per import with unmatched or mismatched entries, leading to the bank files', async () => {
    const file = await t.db
      .insertInto('bank_files')
      .values({ message_id: 'TAXI-TEST-0001', created_by: t.users.admin.id, debtor_name: 'Taxi Ltd', debtor_iban: 'TR330006100519786457841326', debtor_bic: 'TCZBTR2A', number_of_transactions: 2, control_sum: 300_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const counts = { completed_count: 1, rejected_count: 0, already_settled_count: 0, report: JSON.stringify({ matched: [], unmatched: [], mismatched: [] }) };
    const clean = await t.db.insertInto('statement_imports').values({ bank_file_id: file.id, created_by: t.users.admin.id, format: 'csv', content_sha256: 'a'.repeat(64), unmatched_count: 0, mismatched_count: 0, ...counts }).returning('id').executeTakeFirstOrThrow();
    const off = await t.db.insertInto('statement_imports').values({ bank_file_id: file.id, created_by: t.users.admin.id, format: 'camt053', content_sha256: 'b'.repeat(64), unmatched_count: 2, mismatched_count: 1, ...counts }).returning('id').executeTakeFirstOrThrow();
    await generate(t);
    await generate(t);
    const found = (await notificationsOf(t, staff.Finance)).filter((n) => n.kind === 'statementMismatch');
    expect(found).toEqual([expect.objectContaining({ target: { kind: 'bankFile', id: file.id }, params: { file: 'TAXI-TEST-0001', unmatched: 2, mismatched: 1 } })]);
    const stored = await t.db.selectFrom('notifications').select(['entity_type', 'entity_id']).where('kind', '=', 'statementMismatch').execute();
    expect(stored).toEqual([{ entity_type: 'StatementImport', entity_id: off.id }]);
    expect(stored.some((row) => row.entity_id === clean.id)).toBe(false);
    expect((await notificationsOf(t, staff.Support)).filter((n) => n.kind === 'statementMismatch')).toEqual([]);
  });

  it('filters by kind and by read state; 400 for an unknown kind or state', async () => {
    const payouts = await notificationsOf(t, 'admin', '&kind=payoutRequested');
    expect(payouts.length).toBeGreaterThan(0);
    expect(new Set(payouts.map((n) => n.kind))).toEqual(new Set(['payoutRequested']));
    expect((await t.injectAs('admin', { method: 'GET', url: '/api/notifications/GetNotifications?kind=nope' })).statusCode).toBe(400);
    expect((await t.injectAs('admin', { method: 'GET', url: '/api/notifications/GetNotifications?state=maybe' })).statusCode).toBe(400);
  });

  it('keeps read state per member: mark one, mark all; another member of the role still has them unread', async () => {
    const support2 = await createUser(t.db, 'Support');
    const before = await unreadOf(t, staff.Support);
    expect(before).toBeGreaterThan(1);
    const [first] = await notificationsOf(t, staff.Support, '&state=unread');
    const marked = await t.injectAs(staff.Support, { method: 'PATCH', url: `/api/notifications/MarkNotificationRead/${first!.id}` });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ unread: before - 1 });
    // again: nothing changes
    expect((await t.injectAs(staff.Support, { method: 'PATCH', url: `/api/notifications/MarkNotificationRead/${first!.id}` })).json()).toEqual({ unread: before - 1 });
    expect((await notificationsOf(t, staff.Support, '&state=read')).map((n) => n.id)).toEqual([first!.id]);
    expect(await unreadOf(t, support2)).toBe(before);
    const all = await t.injectAs(staff.Support, { method: 'PATCH', url: '/api/notifications/MarkAllNotificationsRead' });
    expect(all.json()).toEqual({ unread: 0 });
    expect(await notificationsOf(t, staff.Support, '&state=unread')).toEqual([]);
    expect(await unreadOf(t, support2)).toBe(before);
    // a new fact after "mark all" is unread again
    await createUser(t.db, 'Driver');
    await generate(t);
    expect(await unreadOf(t, staff.Support)).toBe(1);
  });

  it("404 for marking a notification of another role's work, or none", async () => {
    const [payout] = await notificationsOf(t, staff.Finance, '&kind=payoutRequested');
    expect((await t.injectAs(staff.Support, { method: 'PATCH', url: `/api/notifications/MarkNotificationRead/${payout!.id}` })).statusCode).toBe(404);
    expect((await t.injectAs(staff.Support, { method: 'PATCH', url: '/api/notifications/MarkNotificationRead/999999' })).statusCode).toBe(404);
    expect((await t.injectAs('driver', { method: 'GET', url: '/api/notifications/GetUnreadCount' })).statusCode).toBe(403);
  });
});
