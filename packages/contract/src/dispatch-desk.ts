import { z } from 'zod';
import { IsoDateTime, Kurus, MAX_ID, optionalQuery, text } from './common';
import { TripPlaceInput } from './driver-api';
import { PhoneNumber, normaliseSpaces } from './phone';

/**
 * The dispatch desk's helpers (issue 26, docs/dispatch.md "Desk"): places, customers, the fare
 * estimate, the messages of a trip and the supply-and-demand grid. Bookings and offers are in
 * dispatch.ts.
 */

/** A coordinate in a query string: a plain decimal number (no `1e3`, no empty value) within its range. */
const coordinate = (limit: number, name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,20})?$/, `${name} must be a decimal number`)
    .transform(Number)
    .pipe(z.number().min(-limit, `${name} must be at least -${limit}`).max(limit, `${name} must be at most ${limit}`));
export const LatitudeQuery = coordinate(90, 'Latitude');
export const LongitudeQuery = coordinate(180, 'Longitude');

// ---------------------------------------------------------------- places

export const PLACE_KINDS = ['town', 'street', 'poi', 'address'] as const;
export const PlaceKind = z.enum(PLACE_KINDS);
export type PlaceKind = z.infer<typeof PlaceKind>;

/** Where an answer came from: the demo's gazetteer, or the GEOCODER_URL service. */
export const PLACE_SOURCES = ['gazetteer', 'geocoder'] as const;
export const PlaceSource = z.enum(PLACE_SOURCES);
export type PlaceSource = z.infer<typeof PlaceSource>;

/** A place found: ready to be a trip's place (TripPlaceInput), and what it is. */
export const PlaceHit = TripPlaceInput.extend({ kind: PlaceKind });
export type PlaceHit = z.infer<typeof PlaceHit>;

/** At most this many hits per search, best first. */
export const PLACE_SEARCH_LIMIT = 10;

/** `GET /api/dispatch/places?q&latitude&longitude`: the text typed (2–200 characters); near the point first when both coordinates are given. */
export const PlaceSearchQuery = z
  .object({
    q: text({ max: 200, error: 'Type at least 2 characters', tooLong: 'At most 200 characters' }).min(2, 'Type at least 2 characters'),
    latitude: optionalQuery(LatitudeQuery),
    longitude: optionalQuery(LongitudeQuery),
  })
  .refine((query) => (query.latitude === undefined) === (query.longitude === undefined), { message: 'Give both latitude and longitude, or neither', path: ['longitude'] });
export type PlaceSearchQuery = z.infer<typeof PlaceSearchQuery>;

export const PlaceSearchAnswer = z.object({
  /** `geocoder`: the GEOCODER_URL service answered; `gazetteer`: the demo's gazetteer (no service, or it failed). */
  source: PlaceSource,
  places: z.array(PlaceHit),
});
export type PlaceSearchAnswer = z.infer<typeof PlaceSearchAnswer>;

/** `GET /api/dispatch/places/reverse?latitude&longitude`: a click on the map. */
export const ReversePlaceQuery = z.object({ latitude: LatitudeQuery, longitude: LongitudeQuery });
export type ReversePlaceQuery = z.infer<typeof ReversePlaceQuery>;

/** The nearest street, point of interest or town, its address; the clicked point itself as the coordinates. */
export const ReversePlaceAnswer = z.object({ source: PlaceSource, place: PlaceHit });
export type ReversePlaceAnswer = z.infer<typeof ReversePlaceAnswer>;

// ---------------------------------------------------------------- customers

/** A customer as the desk picks them. */
export const DispatchCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  phoneNumber: z.string(),
});
export type DispatchCustomer = z.infer<typeof DispatchCustomer>;

export const DISPATCH_CUSTOMERS_LIMIT = 10;

/** `GET /api/dispatch/customers?q`: a part of the name, surname or phone number (digits alone match any spelling). */
export const DispatchCustomersQuery = z.object({
  q: text({ max: 100, error: 'Type a name or a phone number', tooLong: 'At most 100 characters' }).min(1, 'Type a name or a phone number'),
});
export type DispatchCustomersQuery = z.infer<typeof DispatchCustomersQuery>;

export const DispatchCustomerList = z.object({ customers: z.array(DispatchCustomer) });
export type DispatchCustomerList = z.infer<typeof DispatchCustomerList>;

const personName = (label: string) =>
  text({ max: 100, error: `${label} is required`, tooLong: `${label} is too long` })
    .min(1, `${label} is required`)
    .transform(normaliseSpaces);

/** `POST /api/dispatch/customers`: a new caller; 409 when the phone number (its digits) already belongs to a customer. */
export const CreateDispatchCustomerBody = z.object({
  name: personName('Name'),
  surname: personName('Surname'),
  phoneNumber: PhoneNumber,
});
export type CreateDispatchCustomerBody = z.infer<typeof CreateDispatchCustomerBody>;

// ---------------------------------------------------------------- estimate

/** Where the distance and duration came from: the ROUTING_URL service, or straight legs × the detour factor. */
export const ROUTE_SOURCES = ['routing', 'straightLine'] as const;
export const RouteSource = z.enum(ROUTE_SOURCES);
export type RouteSource = z.infer<typeof RouteSource>;

/** Without a routing service: each straight leg × this factor, driven at this average speed. */
export const STRAIGHT_LINE_DETOUR_FACTOR = 1.3;
export const STRAIGHT_LINE_SPEED_KMH = 40;

/** `POST /api/dispatch/estimate`: the trip type, the places in riding order, and when the pick-up is (now when absent). */
export const EstimateBody = z.object({
  tripTypeId: z.number().int().min(1).max(MAX_ID),
  places: z.array(TripPlaceInput).min(2, 'A trip needs a pick-up and a drop-off').max(10, 'At most 10 places'),
  pickupAt: z.iso.datetime({ offset: true }).optional(),
});
export type EstimateBody = z.infer<typeof EstimateBody>;

/** The one fare function's answer (fare.ts FareBreakdown), kuruş. */
export const EstimatedFare = z.object({
  subtotal: Kurus,
  night: z.boolean(),
  peak: z.boolean(),
  surchargePercent: z.number(),
  cancelled: z.boolean(),
  total: Kurus,
});
export type EstimatedFare = z.infer<typeof EstimatedFare>;

export const EstimateAnswer = z.object({
  distanceMeters: z.number().int(),
  durationSeconds: z.number().int(),
  routeSource: RouteSource,
  /** The line to draw, `[longitude, latitude]` pairs (GeoJSON order): the road, or the straight legs through the places. */
  route: z.array(z.tuple([z.number(), z.number()])),
  fare: EstimatedFare,
  /** The pick-up time the fare was priced at (the night and peak windows on the operator's clock). */
  pickupAt: IsoDateTime,
  tripTypeName: z.string(),
});
export type EstimateAnswer = z.infer<typeof EstimateAnswer>;

// ---------------------------------------------------------------- messages

export const MESSAGE_AUTHORS = ['dispatcher', 'driver'] as const;
export const MessageAuthor = z.enum(MESSAGE_AUTHORS);
export type MessageAuthor = z.infer<typeof MessageAuthor>;

/** One message of a trip's thread between the desk and the trip's driver. */
export const TripMessage = z.object({
  id: z.number().int(),
  tripId: z.number().int(),
  from: MessageAuthor,
  authorId: z.number().int().nullable(),
  authorName: z.string(),
  text: z.string(),
  sentAt: IsoDateTime,
});
export type TripMessage = z.infer<typeof TripMessage>;

export const TripMessageBody = z.object({
  text: text({ max: 1000, multiline: true, error: 'Write a message', tooLong: 'At most 1,000 characters' }).min(1, 'Write a message'),
});
export type TripMessageBody = z.infer<typeof TripMessageBody>;

/** A trip's thread, oldest first. */
export const TripMessageList = z.object({ messages: z.array(TripMessage) });
export type TripMessageList = z.infer<typeof TripMessageList>;

/** Pushed to the driver's socket (`GET /api/driver/live`) when the desk writes. */
export interface DriverMessageFrame {
  type: 'message';
  message: TripMessage;
}

/** On the admins' `dispatch` live topic (dispatch.ts) when either side writes. */
export interface DispatchMessageFrame {
  type: 'message';
  tripId: number;
  message: TripMessage;
}

// ---------------------------------------------------------------- supply and demand

export const SUPPLY_DEMAND_MIN_RESOLUTION = 5;
export const SUPPLY_DEMAND_MAX_RESOLUTION = 9;
export const SUPPLY_DEMAND_DEFAULT_RESOLUTION = 7;

/** `GET /api/dispatch/supply-demand?resolution=5..9` (H3 resolution; 7 by default: cells of about 5 km²). */
export const SupplyDemandQuery = z.object({
  resolution: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number()
      .int('Use a whole number from 5 to 9')
      .min(SUPPLY_DEMAND_MIN_RESOLUTION, 'Use a whole number from 5 to 9')
      .max(SUPPLY_DEMAND_MAX_RESOLUTION, 'Use a whole number from 5 to 9')
      .default(SUPPLY_DEMAND_DEFAULT_RESOLUTION),
  ),
});
export type SupplyDemandQuery = z.infer<typeof SupplyDemandQuery>;

export const SupplyDemandCell = z.object({
  /** The H3 cell index (15 hexadecimal digits). */
  h3: z.string(),
  idleDrivers: z.number().int(),
  openRequests: z.number().int(),
  /** openRequests − idleDrivers: above 0 short of drivers, below 0 more drivers than requests. */
  shortage: z.number().int(),
});
export type SupplyDemandCell = z.infer<typeof SupplyDemandCell>;

export const SupplyDemandAnswer = z.object({
  at: IsoDateTime,
  resolution: z.number().int(),
  /** Only cells with a driver or a request, the shortest of drivers first. */
  cells: z.array(SupplyDemandCell),
});
export type SupplyDemandAnswer = z.infer<typeof SupplyDemandAnswer>;

/**
 * The cells from the idle drivers' and the open requests' cells (one entry each, repeated per
 * driver or request): counted, the shortage worked out, the shortest of drivers first (then by cell).
 */
export function countSupplyDemand(idleDriverCells: readonly string[], openRequestCells: readonly string[]): SupplyDemandCell[] {
  const cells = new Map<string, SupplyDemandCell>();
  const cellOf = (h3: string) => {
    let cell = cells.get(h3);
    if (!cell) cells.set(h3, (cell = { h3, idleDrivers: 0, openRequests: 0, shortage: 0 }));
    return cell;
  };
  for (const h3 of idleDriverCells) cellOf(h3).idleDrivers++;
  for (const h3 of openRequestCells) cellOf(h3).openRequests++;
  const counted = [...cells.values()].map((cell) => ({ ...cell, shortage: cell.openRequests - cell.idleDrivers }));
  return counted.sort((a, b) => b.shortage - a.shortage || (a.h3 < b.h3 ? -1 : a.h3 > b.h3 ? 1 : 0));
}

/** How a cell reads on the map: `short` of drivers (shortage ≥ 1), `balanced` (0) or with `spare` drivers (< 0). */
export type SupplyDemandLevel = 'short' | 'balanced' | 'spare';
export const supplyDemandLevel = (shortage: number): SupplyDemandLevel => (shortage > 0 ? 'short' : shortage < 0 ? 'spare' : 'balanced');
