import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpError } from '../../src/lib/http-errors';
import { updateDocumentStatus } from '../../src/modules/documents/documents.service';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { auditOf, createDocument, createVehicle } from '../users/user-records';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const decide = (id: number | string, payload: unknown, as: Parameters<TestApp['injectAs']>[0] = 'admin') =>
  t.injectAs(as, { method: 'PATCH', url: `/api/documents/UpdateDocumentStatus/${id}`, payload: payload as object });
const documentRow = (id: number) => t.db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe(`PATCH /api/documents/UpdateDocumentStatus/{documentId} on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it("approves a user's document and answers whether all of the owner's documents are now approved", async () => {
    const driver = await createUser(t.db, 'Driver');
    const first = await createDocument(t.db, { user_id: driver.id }, 0, 'IdentityCard');
    const second = await createDocument(t.db, { user_id: driver.id }, 2, 'DrivingLicence');
    const car = await createVehicle(t.db, driver.id);
    await createDocument(t.db, { vehicle_id: car.id }, 0, 'TaxiLicence'); // the vehicle's: not counted for the user

    const one = await decide(first.id, { documentStatus: 1, rejectionReason: '' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toBe(false);
    const two = await decide(second.id, { documentStatus: 1, rejectionReason: '' });
    expect(two.json()).toBe(true);
    expect(await documentRow(second.id)).toMatchObject({ document_status: 1, rejection_reason: null });
    const audit = await auditOf(t.db, 'Document', second.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'document-status', actor_id: t.users.admin.id });
    expect(audit[0]!.before).toEqual({ documentId: second.id, documentType: 'DrivingLicence', documentStatus: 2, rejectionReason: 'Blurred', expiresAt: null });
    expect(audit[0]!.after).toEqual({ documentId: second.id, documentType: 'DrivingLicence', documentStatus: 1, rejectionReason: null, expiresAt: null });
  });

  it("decides a vehicle's document and answers for the vehicle's documents", async () => {
    const driver = await createUser(t.db, 'Driver');
    await createDocument(t.db, { user_id: driver.id }, 0);
    const car = await createVehicle(t.db, driver.id);
    const licence = await createDocument(t.db, { vehicle_id: car.id }, 0, 'TaxiLicence');
    const res = await decide(licence.id, { documentStatus: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
  });

  it('rejects with a trimmed reason; the owner is then not all approved', async () => {
    const driver = await createUser(t.db, 'Driver');
    const document = await createDocument(t.db, { user_id: driver.id }, 1);
    const res = await decide(document.id, { documentStatus: 2, rejectionReason: '  Expired  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(false);
    expect(await documentRow(document.id)).toMatchObject({ document_status: 2, rejection_reason: 'Expired' });
  });

  it('is 409 for the status the document already has; two admins at once: one wins', async () => {
    const driver = await createUser(t.db, 'Driver');
    const document = await createDocument(t.db, { user_id: driver.id }, 1);
    const again = await decide(document.id, { documentStatus: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'The document is already approved', code: 'document.already_in_status', params: { status: 1 } });

    const second = await createUser(t.db, 'Admin');
    const pending = await createDocument(t.db, { user_id: driver.id }, 0);
    const answers = await Promise.all([decide(pending.id, { documentStatus: 2, rejectionReason: 'Blurred' }), decide(pending.id, { documentStatus: 2, rejectionReason: 'Cut off' }, second)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(t.db, 'Document', pending.id)).toHaveLength(1);
  });

  it.each([
    ['a status outside 0-2', { documentStatus: 3 }, 'documentStatus'],
    ['no status', { rejectionReason: 'x' }, 'documentStatus'],
    ['a rejection without a reason', { documentStatus: 2, rejectionReason: '' }, 'rejectionReason'],
    ['a rejection with a reason of only spaces', { documentStatus: 2, rejectionReason: '    ' }, 'rejectionReason'],
    ['a rejection with a reason over 500 characters', { documentStatus: 2, rejectionReason: 'y'.repeat(501) }, 'rejectionReason'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_case, payload, field) => {
    const driver = await createUser(t.db, 'Driver');
    const document = await createDocument(t.db, { user_id: driver.id }, 0);
    const res = await decide(document.id, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ errors: object }>().errors)).toContain(field);
    expect(await documentRow(document.id)).toEqual(document);
    expect(await auditOf(t.db, 'Document', document.id)).toHaveLength(0);
  });

  it('is 409 (stale) for a decision that arrived before or at the moment the last one was recorded', async () => {
    const driver = await createUser(t.db, 'Driver');
    const document = await createDocument(t.db, { user_id: driver.id }, 0);
    const actor = { id: t.users.admin.id, email: t.users.admin.email };
    await updateDocumentStatus(t.db, document.id, { documentStatus: 1, rejectionReason: '' }, actor, 'Asia/Famagusta');
    const decidedAt = (await auditOf(t.db, 'Document', document.id))[0]!.created_at; // the database's clock
    const refusal = (arrivedAt: Date) =>
      updateDocumentStatus(t.db, document.id, { documentStatus: 2, rejectionReason: 'Blurred' }, actor, 'Asia/Famagusta', new Date(), arrivedAt).then(
        () => null,
        (error: HttpError) => ({ status: error.statusCode, code: error.code, message: error.message }),
      );
    const stale = { status: 409, code: 'changed_concurrently', message: 'The document was changed by someone else meanwhile: reload it and decide again' };
    expect(await refusal(new Date(decidedAt.getTime() - 1))).toEqual(stale);
    expect(await refusal(decidedAt)).toEqual(stale);
    expect(await documentRow(document.id)).toMatchObject({ document_status: 1, rejection_reason: null });
    expect(await refusal(new Date(decidedAt.getTime() + 1))).toBeNull(); // arrived after it: decided
  });

  it('is 404 for an unknown document, 400 for a malformed id, 403 for a non-admin', async () => {
    const unknown = await decide(987_654, { documentStatus: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Document not found', code: 'not_found' });
    expect((await decide('abc', { documentStatus: 1 })).statusCode).toBe(400);
    expect((await decide(0, { documentStatus: 1 })).statusCode).toBe(400);
    const driver = await createUser(t.db, 'Driver');
    const document = await createDocument(t.db, { user_id: driver.id }, 0);
    expect((await decide(document.id, { documentStatus: 1 }, 'driver')).statusCode).toBe(403);
    expect((await documentRow(document.id)).document_status).toBe(0);
  });
});
