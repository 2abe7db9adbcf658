import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveBookingFrame } from '@taxi/contract';
import { openLiveSocket, type ClientSocket } from '../../src/simulator/live-socket-client';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { openDriverSocket } from '../live/ws-client';
import { act, answer, bookNow, createTripType, kmNorth, onlineDriver } from './support';

let t: TestApp;
let baseUrl: string;
let tripTypeId: number;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  tripTypeId = await createTripType(t);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** A `GET /api/live?topics=…` socket and every frame it got. */
async function stream(token: string, topics: string) {
  const frames: { type: string }[] = [];
  const socket = await openLiveSocket(baseUrl, `/api/live?topics=${topics}`, token, (data) => frames.push(JSON.parse(data.toString()) as { type: string }));
  sockets.push(socket);
  return frames;
}

const until = async (test: () => boolean, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!test() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
};

describe('the live topic dispatch (issue 26 item 5)', () => {
  it('sends every change of a booking to the sockets of dispatch.read, and the offer to the driver', async () => {
    const dispatcher = await createUser(t.db, 'Dispatcher');
    const support = await createUser(t.db, 'Support');
    const desk = await stream(await t.tokenFor(dispatcher), 'dispatch');
    const notAllowed = await stream(await t.tokenFor(support), 'dispatch,notifications');
    const mapOnly = await stream(await t.tokenFor('admin'), 'map');
    const driver = await onlineDriver(t, tripTypeId, kmNorth(1));
    const driverSocket = await openDriverSocket(baseUrl, await t.tokenFor(driver));
    sockets.push(driverSocket.socket);

    const booking = await bookNow(t, tripTypeId);
    const bookingFrames = () => desk.filter((frame) => frame.type === 'booking').map((frame) => LiveBookingFrame.parse(frame).booking);
    await until(() => bookingFrames().some((b) => b.id === booking.id && b.state === 'offered'));
    expect(bookingFrames().at(-1)).toMatchObject({ id: booking.id, state: 'offered', offer: { driverId: driver.id } });
    await until(() => driverSocket.frames.some((frame) => frame.type === 'offer'));
    const offerFrame = driverSocket.frames.find((frame) => frame.type === 'offer') as unknown as { offer: { id: number; tripId: number } };
    expect(offerFrame.offer.tripId).toBe(booking.id);

    expect((await answer(t, driver, offerFrame.offer.id, 'accept')).statusCode).toBe(200);
    await until(() => bookingFrames().some((b) => b.id === booking.id && b.state === 'accepted'));
    expect((await t.injectAs(driver, { method: 'POST', url: `/api/driver/trips/${booking.id}/arrive` })).statusCode).toBe(200);
    await until(() => bookingFrames().some((b) => b.id === booking.id && b.state === 'arrived'));
    await act(t, booking.id, 'cancel', { reason: 'test over' });
    await until(() => bookingFrames().some((b) => b.id === booking.id && b.state === 'cancelled'));
    await until(() => driverSocket.frames.some((frame) => frame.type === 'tripWithdrawn'));
    expect(bookingFrames().map((b) => b.state)).toEqual(expect.arrayContaining(['offered', 'accepted', 'arrived', 'cancelled']));
    expect(driverSocket.frames).toContainEqual({ type: 'tripWithdrawn', tripId: booking.id });

    expect(notAllowed.filter((frame) => frame.type === 'booking')).toEqual([]);
    expect(mapOnly.filter((frame) => frame.type === 'booking')).toEqual([]);
  });

  it('refuses an unknown topic (400)', async () => {
    await expect(stream(await t.tokenFor('admin'), 'dispatch,bogus')).rejects.toThrow(/400/);
  });
});
