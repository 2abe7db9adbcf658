import { describe, expect, it } from 'vitest';
import { addStop, bookingBody, draftProblems, emptyDraft, estimateBody, MAX_PLACES, movePlace, removeStop, scheduledInstant, scheduleProblem, setPlaceAt, type BookingDraft } from './booking-draft';

const place = (name: string, latitude = 35.1, longitude = 33.3) => ({ name, poiName: null, formattedAddress: `${name}, Cyprus`, latitude, longitude });
const ZONE = 'Asia/Famagusta';

function filled(): BookingDraft {
  const draft = emptyDraft();
  return {
    ...draft,
    customer: { id: 7, name: 'Ayşe', surname: 'Yılmaz', phoneNumber: '+90 533 000 00 00' },
    places: setPlaceAt(setPlaceAt(draft.places, 0, place('Girne')), 1, place('Lefkoşa', 35.18, 33.36)),
    tripTypeId: '2',
  };
}

describe('booking draft: places', () => {
  it('adds stopovers before the drop-off, up to 10 places, and removes only stopovers', () => {
    let places = emptyDraft().places;
    const [pickup, dropoff] = places;
    places = addStop(places);
    expect(places).toHaveLength(3);
    expect(places[0]).toBe(pickup);
    expect(places[2]).toBe(dropoff);
    for (let i = 0; i < 20; i++) places = addStop(places);
    expect(places).toHaveLength(MAX_PLACES);
    expect(removeStop(places, 0)).toHaveLength(MAX_PLACES);
    expect(removeStop(places, MAX_PLACES - 1)).toHaveLength(MAX_PLACES);
    expect(removeStop(places, 3)).toHaveLength(MAX_PLACES - 1);
  });

  it('moves a row one step, never past either end', () => {
    const places = addStop(emptyDraft().places);
    const moved = movePlace(places, 2, -1);
    expect(moved.map((row) => row.key)).toEqual([places[0]!.key, places[2]!.key, places[1]!.key]);
    expect(movePlace(places, 0, -1).map((row) => row.key)).toEqual(places.map((row) => row.key));
    expect(movePlace(places, 2, 1).map((row) => row.key)).toEqual(places.map((row) => row.key));
  });
});

describe('booking draft: the schedule on the operator clock', () => {
  it('reads the day and time in the operator zone, not the browser one (UTC+3 in summer, UTC+2 in winter)', () => {
    expect(scheduledInstant('2026-07-01', '14:30', ZONE)?.toISOString()).toBe('2026-07-01T11:30:00.000Z');
    expect(scheduledInstant('2026-12-01', '14:30', ZONE)?.toISOString()).toBe('2026-12-01T12:30:00.000Z');
    expect(scheduledInstant('2026-12-01', '', ZONE)).toBeNull();
    expect(scheduledInstant('', '10:00', ZONE)).toBeNull();
  });

  it('refuses a pick-up under 5 minutes or over 30 days ahead', () => {
    const now = Date.parse('2026-12-01T10:00:00Z'); // 12:00 on the operator clock
    expect(scheduleProblem('2026-12-01', '12:04', ZONE, now)).toBe('panel.schedule.tooSoon');
    expect(scheduleProblem('2026-12-01', '12:05', ZONE, now)).toBeNull();
    expect(scheduleProblem('2026-12-31', '12:00', ZONE, now)).toBeNull();
    expect(scheduleProblem('2026-12-31', '12:01', ZONE, now)).toBe('panel.schedule.tooFar');
    expect(scheduleProblem('2026-12-01', '', ZONE, now)).toBe('panel.schedule.required');
  });
});

describe('booking draft: what is sent', () => {
  it('names every missing field, in the panel order', () => {
    expect(Object.keys(draftProblems(emptyDraft(), ZONE))).toEqual(['customer', 'places.0', 'places.1', 'tripTypeId']);
    expect(draftProblems(filled(), ZONE)).toEqual({});
    expect(draftProblems({ ...filled(), places: addStop(filled().places) }, ZONE)).toEqual({ 'places.1': 'panel.validation.stop' });
  });

  it('estimates only with a type and every place; a scheduled one at its time', () => {
    expect(estimateBody(emptyDraft(), ZONE)).toBeNull();
    expect(estimateBody(filled(), ZONE)).toEqual({ tripTypeId: 2, places: [place('Girne'), place('Lefkoşa', 35.18, 33.36)] });
    const later = { ...filled(), when: 'later' as const, date: '2026-12-01', time: '09:15' };
    expect(estimateBody(later, ZONE)?.pickupAt).toBe('2026-12-01T07:15:00.000Z');
  });

  it('books now with the chosen driver, or scheduled without one', () => {
    expect(bookingBody({ ...filled(), driverId: 12 }, ZONE)).toEqual({ customerId: 7, tripTypeId: 2, paymentMethod: 'Cash', places: [place('Girne'), place('Lefkoşa', 35.18, 33.36)], scheduledFor: null, driverId: 12 });
    expect(bookingBody(filled(), ZONE)).not.toHaveProperty('driverId');
    const later = bookingBody({ ...filled(), driverId: 12, when: 'later', date: '2026-12-01', time: '09:15' }, ZONE);
    expect(later.scheduledFor).toBe('2026-12-01T07:15:00.000Z');
    expect(later).not.toHaveProperty('driverId');
  });
});
