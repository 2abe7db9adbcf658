import { type APIRequestContext, expect } from '@playwright/test';
import type { BankTransfer, UserDetails, UserListItem } from '@taxi/contract';
import { type AdminApi, driverApi } from './api';

/**
 * Payouts made the way they happen in real life, through the driver-side API, for the specs that
 * click through a transfer (transfers, the dashboard's pending payouts): each test seeds its own.
 */

/** A transfer as the admin API reads it now. */
export const transferOf = (api: AdminApi, id: number) => api.get<BankTransfer>(`/api/bankTransfers/GetBankTransfer/${id}`);
/** A user's details (balance included) as the admin API reads them now. */
export const userDetailsOf = (api: AdminApi, id: number) => api.get<UserDetails>(`/api/users/GetUserDeatils/${id}`);
/** Moves a transfer through the admin API (1 In Progress, 2 Completed, 3 Rejected with a reason). */
export const setTransferStatus = (api: AdminApi, id: number, status: 1 | 2 | 3, rejectedReason: string | null = null) =>
  api.sendOk<BankTransfer>('PATCH', `/api/bankTransfers/UpdateBankTransferStatus/${id}`, { status, rejectedReason });

/** A fresh Pending payout of `amount` kuruş from the first demo driver (from the end of the list) whose free balance covers it twice; `skip` passes over that many. */
export async function seedPayout(request: APIRequestContext, api: AdminApi, amount: number, skip = 0): Promise<{ transfer: BankTransfer; driver: UserDetails }> {
  const drivers = (await api.getPage<UserListItem>('/api/users/GetUsers?Role=Driver&pageSize=100')).rows.reverse();
  let skipped = 0;
  for (const row of drivers) {
    const driver = await userDetailsOf(api, row.id);
    if (driver.balance < amount * 2 || skipped++ < skip) continue;
    const response = await (await driverApi(request, driver.email)).requestPayout(amount, `E2E payout of ${amount} kuruş`);
    if (response.status() === 201) return { transfer: (await response.json()) as BankTransfer, driver };
  }
  throw new Error(`No demo driver can ask for ${amount} kuruş`);
}

/**
 * An open payout its driver's balance no longer covers: a driver asks for the whole balance, then
 * completes a cash ride, whose commission is debited.
 */
export async function uncoveredPayout(request: APIRequestContext, api: AdminApi): Promise<BankTransfer> {
  const [tripType] = await api.get<{ tripTypeId: number }[]>('/api/TripType/GetTripTypeOptions');
  const places = [
    { name: 'Girne Limanı', formattedAddress: 'Girne Limanı, Girne', latitude: 35.3417, longitude: 33.3195 },
    { name: 'Bellapais', formattedAddress: 'Beylerbeyi, Girne', latitude: 35.3069, longitude: 33.3536 },
  ];
  const drivers = (await api.getPage<UserListItem>('/api/users/GetUsers?Role=Driver&pageSize=100')).rows;
  const customers = (await api.getPage<UserListItem>('/api/users/GetUsers?Role=Customer&pageSize=100')).rows;
  for (const row of drivers) {
    const driver = await driverApi(request, row.email);
    // a driver who may go online, with no trip under way and a balance worth asking for
    if ((await driver.send('POST', '/api/driver/presence', { online: true })).status() !== 200) continue;
    if ((await driver.send('GET', '/api/driver/trips/current')).status() !== 404) continue;
    const { balance } = await userDetailsOf(api, row.id);
    if (balance < 50_000) continue;
    const requested = await driver.requestPayout(balance, 'E2E payout of the whole balance');
    if (requested.status() !== 201) continue; // an open payout of theirs already holds part of it
    const payout = (await requested.json()) as BankTransfer;
    for (const customerRow of customers) {
      const customer = await driverApi(request, customerRow.email);
      const asked = await customer.send('POST', '/api/customer/trips', { tripTypeId: tripType!.tripTypeId, paymentMethod: 'Cash', places });
      if (asked.status() !== 201) continue; // a customer with a trip of their own under way
      const { id } = (await asked.json()) as { id: number };
      for (const step of ['accept', 'arrive', 'start']) expect((await driver.send('POST', `/api/driver/trips/${id}/${step}`)).status(), step).toBe(200);
      expect((await driver.send('POST', `/api/driver/trips/${id}/complete`, { distanceMeters: 8_000, durationSeconds: 900 })).status()).toBe(200);
      const after = await transferOf(api, payout.bankTransferId);
      expect(after.balance, "the cash ride's commission was debited after the request").toBeLessThan(after.amount);
      return after;
    }
  }
  throw new Error('No demo driver and customer could make an uncovered payout');
}
