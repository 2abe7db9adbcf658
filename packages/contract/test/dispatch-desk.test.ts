import { describe, expect, it } from 'vitest';
import {
  CreateDispatchCustomerBody, DispatchCustomersQuery, EstimateBody, PlaceSearchQuery, ReversePlaceQuery, SupplyDemandQuery, TripMessageBody,
  countSupplyDemand, supplyDemandLevel,
} from '../src/dispatch-desk';
import { PhoneNumber, normaliseSpaces, phoneDigits } from '../src/phone';
import { accepts, parsed } from './support/schema-checks';

const place = { name: 'Girne Kapısı', poiName: 'Girne Kapısı', formattedAddress: 'Girne Caddesi, Lefkoşa', latitude: 35.1804, longitude: 33.3617 };

describe('the shared phone number', () => {
  it('normalises spaces and keeps the spelling otherwise', () => {
    expect(parsed(PhoneNumber, '  +90  533\u00a0123 45   67 ')).toBe('+90 533 123 45 67');
    expect(parsed(PhoneNumber, '(0533) 123-45-67')).toBe('(0533) 123-45-67');
    expect(phoneDigits('+90 533 123 45 67')).toBe('905331234567');
    expect(normaliseSpaces('  Ayşe   Nur ')).toBe('Ayşe Nur');
  });

  it('refuses letters, too few or too many digits, a plus inside, and control characters', () => {
    for (const bad of ['', '   ', '12345 6', 'call me', '+90 533 12a 45 67', '1234567890123456', '90+5331234567', '+90 533\u0000123 45 67', 'x'.repeat(41)]) {
      expect(accepts(PhoneNumber, bad), JSON.stringify(bad)).toBe(false);
    }
    expect(accepts(PhoneNumber, '1234567')).toBe(true);
    expect(accepts(PhoneNumber, '123456789012345')).toBe(true);
  });
});

describe('dispatch desk requests', () => {
  it('place search: 2..200 characters, both coordinates or neither, plain decimals in range', () => {
    expect(parsed(PlaceSearchQuery, { q: ' gi ' })).toEqual({ q: 'gi' });
    expect(parsed(PlaceSearchQuery, { q: 'girne', latitude: '35.2', longitude: '-33.36', extra: '1' })).toEqual({ q: 'girne', latitude: 35.2, longitude: -33.36 });
    expect(parsed(PlaceSearchQuery, { q: 'girne', latitude: '', longitude: '' })).toEqual({ q: 'girne' });
    for (const bad of [{ q: 'g' }, { q: 'g'.repeat(201) }, { q: 'girne', latitude: '35' }, { q: 'girne', latitude: '91', longitude: '0' }, { q: 'girne', latitude: '1e1', longitude: '0' }, { q: 'girne', latitude: '0', longitude: '180.5' }]) {
      expect(accepts(PlaceSearchQuery, bad), JSON.stringify(bad)).toBe(false);
    }
    expect(parsed(ReversePlaceQuery, { latitude: '35.19250000000001', longitude: '33.356' })).toEqual({ latitude: 35.19250000000001, longitude: 33.356 });
    expect(accepts(ReversePlaceQuery, { latitude: '35' })).toBe(false);
    expect(accepts(ReversePlaceQuery, { latitude: 'abc', longitude: '33' })).toBe(false);
  });

  it('customers: a search of 1..100 characters; a new caller with name, surname and phone, spaces normalised', () => {
    expect(accepts(DispatchCustomersQuery, { q: '' })).toBe(false);
    expect(accepts(DispatchCustomersQuery, { q: 'a'.repeat(101) })).toBe(false);
    expect(parsed(CreateDispatchCustomerBody, { name: ' Ayşe  Nur ', surname: 'Yılmaz', phoneNumber: '0533 123 45 67' })).toEqual({ name: 'Ayşe Nur', surname: 'Yılmaz', phoneNumber: '0533 123 45 67' });
    for (const bad of [{ name: '' }, { surname: '  ' }, { phoneNumber: '12' }, { name: 'x'.repeat(101) }, { phoneNumber: undefined }]) {
      expect(accepts(CreateDispatchCustomerBody, { name: 'Ayşe', surname: 'Yılmaz', phoneNumber: '0533 123 45 67', ...bad }), JSON.stringify(bad)).toBe(false);
    }
  });

  it('estimate: a trip type, 2..10 places, an optional pick-up time with its offset', () => {
    expect(accepts(EstimateBody, { tripTypeId: 1, places: [place, place] })).toBe(true);
    expect(accepts(EstimateBody, { tripTypeId: 1, places: [place, place], pickupAt: '2026-11-28T08:00:00+02:00' })).toBe(true);
    for (const bad of [{ places: [place] }, { places: Array(11).fill(place) }, { tripTypeId: 0 }, { pickupAt: 'tomorrow' }, { places: [place, { ...place, latitude: 95 }] }]) {
      expect(accepts(EstimateBody, { tripTypeId: 1, places: [place, place], ...bad }), JSON.stringify(bad)).toBe(false);
    }
  });

  it('messages: 1..1000 characters, lines kept', () => {
    expect(parsed(TripMessageBody, { text: ' On my way\nfive minutes ' })).toEqual({ text: 'On my way\nfive minutes' });
    expect(accepts(TripMessageBody, { text: '   ' })).toBe(false);
    expect(accepts(TripMessageBody, { text: 'x'.repeat(1001) })).toBe(false);
  });

  it('supply and demand: resolution 5..9, 7 by default', () => {
    expect(parsed(SupplyDemandQuery, {})).toEqual({ resolution: 7 });
    expect(parsed(SupplyDemandQuery, { resolution: '' })).toEqual({ resolution: 7 });
    expect(parsed(SupplyDemandQuery, { resolution: '9' })).toEqual({ resolution: 9 });
    for (const bad of ['4', '10', '7.5', 'x']) expect(accepts(SupplyDemandQuery, { resolution: bad }), bad).toBe(false);
  });
});

describe('countSupplyDemand', () => {
  it('counts per cell, works out the shortage, shortest of drivers first', () => {
    expect(countSupplyDemand(['a', 'a', 'b'], ['b', 'b', 'b', 'c'])).toEqual([
      { h3: 'b', idleDrivers: 1, openRequests: 3, shortage: 2 },
      { h3: 'c', idleDrivers: 0, openRequests: 1, shortage: 1 },
      { h3: 'a', idleDrivers: 2, openRequests: 0, shortage: -2 },
    ]);
    expect(countSupplyDemand([], [])).toEqual([]);
    expect([supplyDemandLevel(2), supplyDemandLevel(0), supplyDemandLevel(-1)]).toEqual(['short', 'balanced', 'spare']);
  });

  it('orders cells of one shortage by their index, whatever order the drivers and requests came in', () => {
    const cells = ['8a2d1', '8a2d5', '8a2d3', '8a2d9', '8a2d7'];
    const expected = ['8a2d1', '8a2d3', '8a2d5', '8a2d7', '8a2d9'];
    for (const order of [cells, [...cells].reverse(), [...expected].reverse(), expected]) {
      expect(countSupplyDemand(order, []).map((cell) => cell.h3), order.join()).toEqual(expected);
      expect(countSupplyDemand([], order).map((cell) => cell.h3), order.join()).toEqual(expected);
    }
    expect(countSupplyDemand(['z', 'y'], ['b', 'a', 'y']).map((cell) => [cell.h3, cell.shortage])).toEqual([['a', 1], ['b', 1], ['y', 0], ['z', -1]]);
  });

  it('reads a cell as short from one missing driver, spare from one spare driver', () => {
    expect([supplyDemandLevel(1), supplyDemandLevel(-1), supplyDemandLevel(0), supplyDemandLevel(-5)]).toEqual(['short', 'spare', 'balanced', 'spare']);
  });
});
