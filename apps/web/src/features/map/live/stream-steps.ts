import { type DecodedBatch, decodeMessage, POSITION_FIELDS } from './batch-decode';

/** Positions per step handed to the page: a 10,000-driver second arrives as four steps of about a millisecond each. */
export const POSITIONS_PER_STEP = 2_500;

/**
 * A stream message as the page applies it: its decoded batch in steps of at most
 * `POSITIONS_PER_STEP` positions (the page applies each in its own task, so none holds a frame up),
 * the offline drivers and trip changes with the last step, after every position. Each step has a
 * buffer of its own (what a worker transfers). None for a message that is not a batch.
 */
export function batchSteps(data: string): DecodedBatch[] {
  const batch = decodeMessage(data);
  if (!batch) return [];
  const step = POSITIONS_PER_STEP * POSITION_FIELDS;
  const steps: DecodedBatch[] = [];
  let from = 0;
  for (; from + step < batch.positions.length; from += step) steps.push({ positions: batch.positions.slice(from, from + step), offline: [], trips: [] });
  steps.push({ positions: from === 0 ? batch.positions : batch.positions.slice(from), offline: batch.offline, trips: batch.trips });
  return steps;
}
