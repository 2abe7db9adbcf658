import type { DriverLiveFrame, DriverOffer, DriverTrip } from '@taxi/contract';
import { type Coordinates, haversineMeters } from '@taxi/contract';
import { type DemoPlace, pickRoute } from '../demo/geography';
import type { Random } from '../lib/random';
import type { ApiClient } from './api-client';
import type { DriverReportSocket } from './live-socket-client';
import { advance, type SimulatedDriver } from './simulated-driver';

/** A trip request starts this close to the driver (m); farther routes are drawn again. */
const PICKUP_RADIUS_METERS = 12_000;

/** What the simulated driver is doing: cruising between towns, driving to a pick-up, or riding. */
type Phase = { kind: 'cruising' } | { kind: 'to-pickup'; tripId: number; rest: Coordinates[] } | { kind: 'riding'; tripId: number; meters: number; startedAt: number };

export interface SimulationWorld {
  random: Random;
  /** Somewhere to cruise to. */
  somewhere(): Coordinates;
  /** A signed-in customer, or null when there is none. */
  customer(): ApiClient | null;
  tripTypeId(): number | null;
  /** Chance per tick that a cruising driver gets a ride request. */
  requestChance: number;
  /** Chance that a dispatcher's offer is accepted (else declined), after OFFER_THINKING_MS (issue 26). */
  offerAcceptChance: number;
  payoutChance: number;
  log(message: string, details?: object): void;
}

const toCoordinates = (place: { latitude: number; longitude: number }): Coordinates => ({ latitude: place.latitude, longitude: place.longitude });

/** How long a simulated driver looks at an offer before answering, ms (real time). */
export const OFFER_THINKING_MS = { min: 2_000, max: 6_000 } as const;

/**
 * One demo driver driven through the public driver API: reports its position every tick, and
 * now and then has a customer ask for a ride near it, accepts it, drives to the pick-up, arrives,
 * starts, drives the places in order and completes with the distance and time it really drove.
 */
export class SimDriver {
  private phase: Phase = { kind: 'cruising' };
  readonly car: SimulatedDriver;
  /** The dispatcher's offer being thought over, and the answer's timer. */
  private considering: { offerId: number; timer: NodeJS.Timeout } | null = null;

  constructor(
    readonly api: ApiClient,
    driverId: number,
    start: Coordinates,
    private readonly world: SimulationWorld,
    /** The driver's report socket (`--transport ws`); positions go over HTTP without it or once it closed. */
    private readonly reports: DriverReportSocket | null = null,
  ) {
    this.car = { driverId, position: start, waypoints: [world.somewhere()], speedKmh: world.random.int(35, 70), heading: 0 };
  }

  /** Closes the report socket, if any. */
  close() {
    if (this.considering) clearTimeout(this.considering.timer);
    this.reports?.close();
  }

  /** A frame the server pushed on the driver socket: an offer, its withdrawal, a trip taken away (issue 26). */
  onFrame(frame: DriverLiveFrame) {
    if (frame.type === 'offer') this.consider((frame as unknown as { offer: DriverOffer }).offer);
    else if (frame.type === 'offerWithdrawn' && this.considering && this.considering.offerId === frame.offerId) {
      clearTimeout(this.considering.timer);
      this.considering = null;
    } else if (frame.type === 'tripWithdrawn' && this.phase.kind !== 'cruising' && this.phase.tripId === frame.tripId) {
      this.phase = { kind: 'cruising' };
      this.car.waypoints = [this.world.somewhere()];
    }
  }

  /** Thinks an offer over for 2–6 s, then accepts (offerAcceptChance) or declines; busy: lets it run out. */
  private consider(offer: DriverOffer) {
    if (this.phase.kind !== 'cruising' || this.considering) return;
    const timer = setTimeout(() => void this.answerOffer(offer).catch(() => undefined), this.world.random.int(OFFER_THINKING_MS.min, OFFER_THINKING_MS.max));
    timer.unref();
    this.considering = { offerId: offer.id, timer };
  }

  private async answerOffer(offer: DriverOffer) {
    this.considering = null;
    if (this.phase.kind !== 'cruising') return;
    if (!this.world.random.chance(this.world.offerAcceptChance)) {
      await this.api.call('POST', `/api/driver/offers/${offer.id}/decline`);
      return this.world.log('offer declined', { offerId: offer.id, tripId: offer.tripId });
    }
    const accepted = await this.api.call<DriverTrip>('POST', `/api/driver/offers/${offer.id}/accept`);
    if (accepted.status !== 200) return this.world.log('offer accept refused', { offerId: offer.id, status: accepted.status });
    this.driveTo(accepted.body.id, accepted.body.places.map(toCoordinates));
  }

  /** Without a socket the offers are read over HTTP, once a tick while cruising. */
  private async pollOffer() {
    if (this.reports?.open || this.considering) return;
    const current = await this.api.call<DriverOffer>('GET', '/api/driver/offers/current');
    if (current.status === 200) this.consider(current.body);
  }

  /** Heads for the trip's pick-up; the rest of its places follow once the ride starts. */
  private driveTo(tripId: number, places: Coordinates[]) {
    const [pickup, ...rest] = places;
    this.car.waypoints = [pickup!];
    this.phase = { kind: 'to-pickup', tripId, rest };
  }

  async tick(seconds: number, now: number): Promise<void> {
    const before = this.car.position;
    const arrived = advance(this.car, seconds);
    if (this.phase.kind === 'riding') this.phase.meters += haversineMeters(before, this.car.position);
    const report = { latitude: this.car.position.latitude, longitude: this.car.position.longitude, heading: Math.round(this.car.heading * 10) / 10, speedKmh: this.car.speedKmh };
    if (!this.reports?.report(report)) await this.api.call('POST', '/api/driver/position', report);
    if (this.phase.kind === 'cruising') {
      if (arrived) this.car.waypoints.push(this.world.somewhere());
      await this.pollOffer();
      if (this.phase.kind === 'cruising' && !this.considering && this.world.random.chance(this.world.requestChance)) await this.takeRide();
    } else if (arrived && this.phase.kind === 'to-pickup') {
      const { tripId, rest } = this.phase;
      const ok = (await this.step(tripId, 'arrive')) && (await this.step(tripId, 'start'));
      this.car.waypoints = ok ? rest : [this.world.somewhere()];
      this.phase = ok ? { kind: 'riding', tripId, meters: 0, startedAt: now } : { kind: 'cruising' };
    } else if (arrived && this.phase.kind === 'riding') {
      const { tripId, meters, startedAt } = this.phase;
      await this.step(tripId, 'complete', { distanceMeters: Math.round(meters), durationSeconds: Math.max(1, Math.round((now - startedAt) / 1000)) });
      this.phase = { kind: 'cruising' };
      this.car.waypoints = [this.world.somewhere()];
      if (this.world.random.chance(this.world.payoutChance)) await this.requestPayout();
    }
  }

  /** A customer asks for a ride starting near the driver; the driver accepts it. */
  private async takeRide() {
    const customer = this.world.customer();
    const tripTypeId = this.world.tripTypeId();
    if (!customer || !tripTypeId) return;
    let places: DemoPlace[] = pickRoute(this.world.random);
    for (let attempt = 0; attempt < 20 && haversineMeters(this.car.position, places[0]!) > PICKUP_RADIUS_METERS; attempt++) places = pickRoute(this.world.random);
    if (haversineMeters(this.car.position, places[0]!) > PICKUP_RADIUS_METERS) return;
    const requested = await customer.call<DriverTrip>('POST', '/api/customer/trips', {
      tripTypeId,
      paymentMethod: this.world.random.chance(0.6) ? 'Card' : 'Cash',
      places: places.map((place) => ({ name: place.name, poiName: place.poiName, formattedAddress: place.formattedAddress, latitude: place.latitude, longitude: place.longitude })),
    });
    if (requested.status !== 201) return this.world.log('trip request refused', { status: requested.status });
    const tripId = requested.body.id;
    if (!(await this.step(tripId, 'accept'))) return;
    this.driveTo(tripId, places.map(toCoordinates));
  }

  private async step(tripId: number, action: string, body?: object): Promise<boolean> {
    const res = await this.api.call('POST', `/api/driver/trips/${tripId}/${action}`, body);
    if (res.status !== 200) this.world.log(`trip ${action} refused`, { tripId, status: res.status });
    return res.status === 200;
  }

  /** Asks for part of the balance; a refusal (not enough balance, a payout still open) is expected now and then. */
  private async requestPayout() {
    await this.api.call('POST', '/api/driver/payouts', { amount: this.world.random.int(50, 300) * 100, description: 'Simulated payout request' });
  }
}
