import { type EstimateAnswer, type EstimateBody, computeFare } from '@taxi/contract';
import type { Db } from '../../db/database';
import type { FallbackLog } from '../../lib/fallback';
import { badRequest } from '../../lib/http-errors';
import { loadFareClock } from '../app-settings/fare-clock';
import { toFareRates } from '../trip-types/trip-types.mappers';
import { findTripType } from '../trip-types/trip-types.repository';
import { osrmRoute } from './osrm-client';
import type { RouteMeasure } from './route-measure';
import { straightLineRoute } from './straight-line';

export interface EstimateSettings {
  /** ROUTING_URL; null: straight lines. */
  routingUrl: string | null;
  /** OPERATOR_TIME_ZONE: the night and peak windows are read on it. */
  operatorTimeZone: string;
  /** ROUTING_TIMEOUT_MS unless told otherwise (tests). */
  routingTimeoutMs?: number;
}

type Point = EstimateBody['places'][number];

const unknownTripType = () =>
  badRequest('The trip type does not exist', 'trip_type.unknown', { errors: { tripTypeId: ['The trip type does not exist'] }, fieldErrors: { tripTypeId: { code: 'invalid' } } });

/** The road route when ROUTING_URL answers in time, else the straight legs × the detour factor (the answer says which). */
export async function measureRoute(settings: EstimateSettings, places: readonly Point[], log?: FallbackLog): Promise<RouteMeasure> {
  if (settings.routingUrl) {
    try {
      return await osrmRoute(settings.routingUrl, places, settings.routingTimeoutMs);
    } catch (error) {
      log?.warn({ err: error }, 'routing failed: the estimate uses straight lines');
    }
  }
  return straightLineRoute(places);
}

/**
 * The fare estimate of a booking (docs/dispatch.md "Estimate"): the route's distance and duration
 * priced by the one fare function (`computeFare`) with the trip type's rates and the app settings'
 * night and peak windows on the operator's clock at the pick-up time (now when not given): the
 * same rates, windows and function a completed trip is charged with (driver-trips). CORE's
 * bookings may call it as it is. 400 on an unknown trip type.
 */
export async function estimateTrip(db: Db, settings: EstimateSettings, body: EstimateBody, now = new Date(), log?: FallbackLog): Promise<EstimateAnswer> {
  const tripType = await findTripType(db, body.tripTypeId);
  if (!tripType) throw unknownTripType();
  const pickupAt = body.pickupAt ? new Date(body.pickupAt) : now;
  const [{ clock }, measure] = await Promise.all([loadFareClock(db, settings.operatorTimeZone), measureRoute(settings, body.places, log)]);
  const fare = computeFare(toFareRates(tripType), clock, { distanceMeters: measure.distanceMeters, durationSeconds: measure.durationSeconds, startTime: pickupAt });
  return { ...measure, fare, pickupAt: pickupAt.toISOString(), tripTypeName: tripType.type_name };
}
