import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { castOf, planAuditHistory } from './audit-history';
import { assignIds, reserveIds } from './bulk-insert';
import { byTime } from './demo-clock';
import type { DemoContext, DemoTariff } from './demo-types';
import type { DemoProgress, DemoTable, DemoWriter } from './demo-writer';
import type { LedgerRow } from './ledger';
import { planPayouts } from './payouts';
import { documentRowsOf, forgetWrittenRows, planPeople } from './plan-demo';
import { pickOnlineDrivers, planPresence } from './presence';
import type { SettlementLog } from './settlement-log';
import { writeTrips } from './write-trips';

/** Rows written per table, for the start-up log line. */
export interface DemoSummary {
  users: number;
  tripTypes: number;
  vehicles: number;
  documents: number;
  trips: number;
  tripPlaces: number;
  tripTrackPoints: number;
  payments: number;
  bankTransfers: number;
  ledgerEntries: number;
  driverPresence: number;
  auditEntries: number;
}

/** Trip settlements and payout debits in time order, settlements first at the same instant. */
function* ledgerInOrder(settlements: SettlementLog, debits: readonly LedgerRow[]): Generator<LedgerRow> {
  let next = 0;
  for (let index = 0; index < settlements.length; index++) {
    const at = settlements.timeAt(index);
    for (let debit = debits[next]; debit && debit.created_at.getTime() < at; debit = debits[next]) {
      next++;
      yield debit;
    }
    yield settlements.rowAt(index);
  }
  yield* debits.slice(next);
}

/**
 * Plans and writes the demo, table after table in the order of their references: people,
 * vehicles and documents; trips with their stops and payments (write-trips.ts); payouts; the
 * ledger; the drivers' presence; the audit log of the demo's own decisions (audit-history.ts). Ids are reserved from the identity sequences before rows are
 * written, tables without a planned id get theirs in the order rows are written.
 */
export async function writeDemo(db: Kysely<DB>, stage: (label: string) => DemoContext, tariff: DemoTariff, writer: DemoWriter, done: DemoProgress): Promise<DemoSummary> {
  const write = async (table: DemoTable, rows: Iterable<object>) => {
    const sink = writer.table(table);
    for (const row of rows) await sink.add(row);
    return done(table, await sink.end());
  };
  const people = await planPeople(db, stage, tariff);
  done('plan people', people.users.length);
  const users = await write('users', people.users.map((user) => user.row));
  const vehicles = await write('vehicles', people.vehicles.map((vehicle) => vehicle.row));
  const documents = await write('documents', documentRowsOf(people.documents, stage('documents').now));
  const cast = castOf(people.users, people.vehicles);
  forgetWrittenRows(people);

  const presence = stage('presence');
  const online = pickOnlineDrivers(presence.random, people.drivers);
  const trips = await writeTrips(db, stage, tariff, people, online, writer, done);

  const requested = planPayouts(stage('payouts'), people.drivers, trips.settlements.byDriver());
  const payouts = assignIds(requested, await reserveIds(db, 'bank_transfers', requested.length), (payout) => payout.row.date_created.getTime());
  done('plan payouts', payouts.length);
  const debits = payouts.flatMap((payout) => (payout.debit ? [{ ...payout.debit, bank_transfer_id: payout.id }] : [])).sort(byTime((row) => row.created_at));
  return {
    users,
    tripTypes: tariff.tripTypes.length,
    vehicles,
    documents,
    trips: trips.trips,
    tripPlaces: trips.tripPlaces,
    tripTrackPoints: trips.tripTrackPoints,
    payments: trips.payments,
    bankTransfers: await write('bank_transfers', payouts.map((payout) => payout.row)),
    ledgerEntries: await write('ledger_entries', ledgerInOrder(trips.settlements, debits)),
    driverPresence: await write('driver_presence', planPresence(presence, people.drivers, online, trips.active)),
    auditEntries: await write('audit_entries', planAuditHistory(stage('audit'), cast, payouts)),
  };
}
