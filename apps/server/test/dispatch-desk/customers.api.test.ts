import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DispatchCustomer } from '@taxi/contract';
import type { UserRow } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';

let t: TestApp;
let dispatcher: UserRow;
let ayse: UserRow;
let ibrahim: UserRow;

beforeAll(async () => {
  t = await buildTestApp();
  dispatcher = await createUser(t.db, 'Dispatcher');
  ayse = await createUser(t.db, 'Customer', { first_name: 'Ayşe', last_name: 'Yılmazer', phone_number: '+90 533 871 22 14' });
  ibrahim = await createUser(t.db, 'Customer', { first_name: 'İbrahim', last_name: 'Kaya', phone_number: '0542 871 90 90' });
  await createUser(t.db, 'Customer', { first_name: 'Ayşe', last_name: 'Gone', phone_number: '+90 533 871 00 01', deleted_at: new Date() });
  await createUser(t.db, 'Driver', { first_name: 'Ayşe', last_name: 'Driver', phone_number: '+90 533 871 00 02' });
});
afterAll(() => t.close());

const search = async (q: string) => {
  const response = await t.injectAs(dispatcher, { method: 'GET', url: `/api/dispatch/customers?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ customers: DispatchCustomer[] }>().customers;
};
const create = (payload: object) => t.injectAs(dispatcher, { method: 'POST', url: '/api/dispatch/customers', payload });
const customerCount = async () => Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('role', '=', 'Customer').executeTakeFirstOrThrow()).n);

describe('finding the caller', () => {
  it('finds customers (not deleted, not drivers) by a part of the name or surname, ignoring case, İ included', async () => {
    expect(await search('ayşe')).toEqual([{ id: ayse.id, name: 'Ayşe', surname: 'Yılmazer', phoneNumber: '+90 533 871 22 14' }]);
    expect((await search('YILMAZ')).map((c) => c.id)).toEqual([ayse.id]);
    expect((await search('ayse yilmazer')).map((c) => c.id)).toEqual([ayse.id]);
    expect((await search('yılmaz')).map((c) => c.id)).toEqual([ayse.id]);
    expect((await search('ibrahim')).map((c) => c.id)).toEqual([ibrahim.id]);
    expect((await search('İbrahim Kaya')).map((c) => c.id)).toEqual([ibrahim.id]);
    expect(await search('nobody-like-this')).toEqual([]);
  });

  it('finds by phone number in any spelling: with spaces, digits alone, a part of it', async () => {
    expect((await search('0533 871 22 14')).map((c) => c.id)).toEqual([ayse.id]);
    expect((await search('5338712214')).map((c) => c.id)).toEqual([ayse.id]);
    expect((await search('871')).map((c) => c.id).sort()).toEqual([ayse.id, ibrahim.id].sort());
    // the number typed whole comes first, the others after
    expect((await search('05428719090'))[0]?.id).toBe(ibrahim.id);
  });

  it('answers at most 10', async () => {
    for (let i = 0; i < 12; i++) await createUser(t.db, 'Customer', { first_name: 'Zeynep', last_name: `Tenfold ${i}` });
    expect(await search('tenfold')).toHaveLength(10);
  });

  it('refuses an empty or too long search with 400', async () => {
    for (const url of ['/api/dispatch/customers', '/api/dispatch/customers?q=', `/api/dispatch/customers?q=${'a'.repeat(101)}`]) {
      const response = await t.injectAs(dispatcher, { method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['q']);
    }
  });
});

describe('adding a caller as a customer', () => {
  it('creates a customer with the spaces normalised, audited as the dispatcher, found by the next search', async () => {
    const response = await create({ name: '  Mehmet   Ali ', surname: ' Demir ', phoneNumber: ' +90  548\u00a0111 22 33 ' });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<DispatchCustomer>();
    expect(created).toEqual({ id: expect.any(Number), name: 'Mehmet Ali', surname: 'Demir', phoneNumber: '+90 548 111 22 33' });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'Customer', first_name: 'Mehmet Ali', last_name: 'Demir', phone_number: '+90 548 111 22 33', deleted_at: null });
    expect(row.email).toMatch(/^caller-[0-9a-f-]{36}@dispatch\.invalid$/);
    const audit = await t.db.selectFrom('audit_entries').selectAll().where('entity_type', '=', 'User').where('entity_id', '=', String(created.id)).execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'dispatch.customer_create', actor_id: dispatcher.id, actor_email: dispatcher.email, after: created })]);
    expect((await search('548 111')).map((c) => c.id)).toEqual([created.id]);
    // no password signs in as them
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/Login', payload: { username: row.email, password: 'anything-at-all' } });
    expect(login.statusCode).toBe(401);
  });

  it('answers 409 when a customer already has the number in another spelling, and adds nobody', async () => {
    const before = await customerCount();
    for (const phoneNumber of ['0533 871 22 14', '5338712214', '+90 (533) 871-22-14']) {
      const response = await create({ name: 'Ayşe', surname: 'Again', phoneNumber });
      expect(response.statusCode, phoneNumber).toBe(409);
      expect(response.json()).toMatchObject({ code: 'customer.duplicate_phone', params: { phoneNumber: '+90 533 871 22 14', customerId: ayse.id } });
    }
    expect(await customerCount()).toBe(before);
    // a deleted customer's or a driver's number is free for a new customer
    expect((await create({ name: 'New', surname: 'Owner', phoneNumber: '0533 871 00 02' })).statusCode).toBe(201);
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const before = await customerCount();
    const auditBefore = await t.db.selectFrom('audit_entries').select('id').execute();
    const valid = { name: 'Can', surname: 'Öz', phoneNumber: '+90 533 444 55 66' };
    for (const [bad, field] of [
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ surname: 'x'.repeat(101) }, 'surname'],
      [{ phoneNumber: '12345' }, 'phoneNumber'],
      [{ phoneNumber: 'call me maybe' }, 'phoneNumber'],
      [{ phoneNumber: '+90 533 444 55 66 77 88 99' }, 'phoneNumber'],
      [{ phoneNumber: undefined }, 'phoneNumber'],
      [{ name: 'Can\u0007' }, 'name'],
    ] as const) {
      const response = await create({ ...valid, ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors), JSON.stringify(bad)).toEqual([field]);
    }
    expect(await customerCount()).toBe(before);
    expect(await t.db.selectFrom('audit_entries').select('id').execute()).toHaveLength(auditBefore.length);
  });

  it('of two desks adding one number at once, one creates the customer and the other gets 409', async () => {
    const answers = await Promise.all([
      create({ name: 'First', surname: 'Desk', phoneNumber: '+90 539 765 43 21' }),
      create({ name: 'Second', surname: 'Desk', phoneNumber: '0539 765 43 21' }),
      create({ name: 'Third', surname: 'Desk', phoneNumber: '5397654321' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const owners = await t.db.selectFrom('users').select('id').where('role', '=', 'Customer').where('phone_number', 'like', '%765 43 21').execute();
    expect(owners).toHaveLength(1);
  });
});
