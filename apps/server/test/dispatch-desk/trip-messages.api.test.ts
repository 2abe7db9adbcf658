import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripMessage } from '@taxi/contract';
import type { UserRow } from '../../src/db/schema';
import { TripMessagesService } from '../../src/modules/trip-messages/trip-messages.service';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { approvedDriver, createTripType, requestTrip, step } from '../live/support';

const REDIS_URL = process.env.REDIS_URL;

let t: TestApp;
let tripTypeId: number;
let dispatcher: UserRow;
let driver: UserRow;
let otherDriver: UserRow;
/** Frames pushed to the driver's open socket (deps.driverPush, through the live bus). */
const pushed: unknown[] = [];

beforeAll(async () => {
  t = await buildTestApp(REDIS_URL ? { redisUrl: REDIS_URL } : {});
  tripTypeId = await createTripType(t);
  dispatcher = await createUser(t.db, 'Dispatcher', { first_name: 'Deniz', last_name: 'Desk' });
  driver = await approvedDriver(t, tripTypeId);
  otherDriver = await approvedDriver(t, tripTypeId);
  t.deps.driverPush.open(driver.id, { readyState: 1, send: (text) => pushed.push(JSON.parse(text)) });
});
afterAll(() => t.close());

const deskSend = (tripId: number, text: unknown) => t.injectAs(dispatcher, { method: 'POST', url: `/api/dispatch/bookings/${tripId}/messages`, payload: { text } });
const deskThread = (tripId: number) => t.injectAs(dispatcher, { method: 'GET', url: `/api/dispatch/bookings/${tripId}/messages` });
const driverSend = (who: UserRow, tripId: number, text: unknown) => t.injectAs(who, { method: 'POST', url: `/api/driver/trips/${tripId}/messages`, payload: { text } });
const driverThread = (who: UserRow, tripId: number) => t.injectAs(who, { method: 'GET', url: `/api/driver/trips/${tripId}/messages` });
const messageCount = async () => (await t.db.selectFrom('trip_messages').select('id').execute()).length;
const auditCount = async () => (await t.db.selectFrom('audit_entries').select('id').execute()).length;

async function until(check: () => boolean, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe(`a trip's thread between the desk and its driver${REDIS_URL ? ' (Redis live bus)' : ''}`, () => {
  it('refuses a message before a driver has the trip (409 trip.no_driver), and reads an empty thread', async () => {
    const tripId = await requestTrip(t, tripTypeId);
    const refused = await deskSend(tripId, 'Are you near?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'trip.no_driver', params: { tripId } });
    expect((await deskThread(tripId)).json()).toEqual({ messages: [] });
    expect(await messageCount()).toBe(0);
  });

  it('sends the desk message to the driver (stored, audited, pushed), and the driver answers on their own trip', async () => {
    const tripId = await requestTrip(t, tripTypeId);
    expect((await step(t, driver, tripId, 'accept')).statusCode).toBe(200);

    const sent = await deskSend(tripId, '  The passenger waits at the\nsouth gate  ');
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json<TripMessage>();
    expect(message).toEqual({ id: expect.any(Number), tripId, from: 'dispatcher', authorId: dispatcher.id, authorName: 'Deniz Desk', text: 'The passenger waits at the\nsouth gate', sentAt: expect.any(String) });
    const audit = await t.db.selectFrom('audit_entries').selectAll().where('entity_type', '=', 'Trip').where('entity_id', '=', String(tripId)).execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'dispatch.message', actor_id: dispatcher.id, after: { messageId: message.id, driverId: driver.id, text: message.text } })]);
    await until(() => pushed.length > 0);
    expect(pushed).toEqual([{ type: 'message', message }]);

    const answer = await driverSend(driver, tripId, 'OK, two minutes');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ tripId, from: 'driver', authorId: driver.id, authorName: `${driver.first_name} ${driver.last_name}`, text: 'OK, two minutes' });
    const thread = [message, answer.json<TripMessage>()];
    expect((await deskThread(tripId)).json()).toEqual({ messages: thread });
    expect((await driverThread(driver, tripId)).json()).toEqual({ messages: thread });
    // the driver's answer is not an audited staff action
    expect(await t.db.selectFrom('audit_entries').select('id').where('entity_type', '=', 'Trip').where('entity_id', '=', String(tripId)).execute()).toHaveLength(1);
  });

  it("keeps another driver out of the thread (404, as a missing trip), and a missing booking is 404 at the desk", async () => {
    const tripId = await requestTrip(t, tripTypeId);
    expect((await step(t, otherDriver, tripId, 'accept')).statusCode).toBe(200);
    expect((await deskSend(tripId, 'Hello')).statusCode).toBe(201);
    const before = await messageCount();
    expect((await driverThread(driver, tripId)).statusCode).toBe(404);
    expect((await driverSend(driver, tripId, 'Not mine')).statusCode).toBe(404);
    expect((await driverThread(driver, 2_000_000_000)).statusCode).toBe(404);
    expect((await deskThread(2_000_000_000)).statusCode).toBe(404);
    expect((await deskSend(2_000_000_000, 'Anyone?')).statusCode).toBe(404);
    expect(await messageCount()).toBe(before);
  });

  it('refuses an empty, too long or control-character message with a 400 naming text, and changes nothing', async () => {
    const tripId = await requestTrip(t, tripTypeId);
    const [messages, audits] = [await messageCount(), await auditCount()];
    for (const text of ['', '   ', 'x'.repeat(1001), 'bell\u0007', 42, null]) {
      for (const response of [await deskSend(tripId, text), await driverSend(driver, tripId, text)]) {
        expect(response.statusCode, JSON.stringify(text)).toBe(400);
        expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['text']);
      }
    }
    for (const url of ['/api/dispatch/bookings/abc/messages', '/api/dispatch/bookings/0/messages']) expect((await t.injectAs(dispatcher, { method: 'GET', url })).statusCode, url).toBe(400);
    expect([await messageCount(), await auditCount()]).toEqual([messages, audits]);
  });
});

describe('the admins side of the thread (onMessage, wired to the dispatch live topic at merge)', () => {
  it('hears every message stored, from either side, after it is stored', async () => {
    const heard: TripMessage[] = [];
    const frames: unknown[] = [];
    const service = new TripMessagesService(t.db, { send: async (_driverId, frame) => void frames.push(frame) }, (message) => heard.push(message));
    const tripId = await requestTrip(t, tripTypeId);
    await expect(service.sendFromDesk(tripId, 'Too early', { id: dispatcher.id, email: dispatcher.email })).rejects.toMatchObject({ statusCode: 409 });
    expect(heard).toEqual([]);
    const driverTrip = await requestTrip(t, tripTypeId);
    const third = await approvedDriver(t, tripTypeId);
    expect((await step(t, third, driverTrip, 'accept')).statusCode).toBe(200);
    const fromDesk = await service.sendFromDesk(driverTrip, 'Call the passenger', { id: dispatcher.id, email: dispatcher.email });
    const fromDriver = await service.sendFromDriver(third.id, driverTrip, 'Done');
    expect(heard).toEqual([fromDesk, fromDriver]);
    expect(frames).toEqual([{ type: 'message', message: fromDesk }]);
  });

  it('still answers when the push to the driver fails: the message is stored and read over HTTP', async () => {
    const warnings: string[] = [];
    const service = new TripMessagesService(t.db, { send: () => Promise.reject(new Error('bus down')) }, undefined, { warn: (_d, message) => warnings.push(message), info: () => undefined });
    const tripId = await requestTrip(t, tripTypeId);
    const fourth = await approvedDriver(t, tripTypeId);
    expect((await step(t, fourth, tripId, 'accept')).statusCode).toBe(200);
    const message = await service.sendFromDesk(tripId, 'Stored anyway', { id: dispatcher.id, email: dispatcher.email });
    expect((await driverThread(fourth, tripId)).json()).toEqual({ messages: [message] });
    expect(warnings).toEqual(['message push to the driver failed']);
  });
});
