import { DriverLiveReport, type DriverLiveError, DriverPositionBody, driverLiveReportBody } from '@taxi/contract';
import { HttpError } from '../../lib/http-errors';
import type { PresenceService } from './presence.service';

/** The part of a WebSocket a driver's connection uses (ws's WebSocket has it). */
export interface DriverSocket {
  readonly readyState: number;
  send(data: string): void;
}

const OPEN = 1;

/** Reports read and refused on this instance's driver sockets (docs/live-operations.md). */
export const driverSocketCounts = { reports: 0, refused: 0 };

/** The refusal of a report in the words `POST /api/driver/position` would use. */
function refusal(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  return 'The report could not be stored; try again';
}

/**
 * One driver's open socket: each message is a compact report (DriverLiveReport), read as the body
 * of `POST /api/driver/position` and checked by the same schema and the same service call (the
 * online:false rule included). A bad or refused message gets `{type:'error', message}` back and
 * changes nothing; nothing a client sends can throw out of here.
 */
export function driverReportHandler(presence: PresenceService, driverId: number, socket: DriverSocket) {
  const refuse = (message: string) => {
    driverSocketCounts.refused += 1;
    const answer: DriverLiveError = { type: 'error', message };
    if (socket.readyState === OPEN) socket.send(JSON.stringify(answer));
  };
  return (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    driverSocketCounts.reports += 1;
    let raw: unknown;
    try {
      raw = isBinary ? undefined : JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
    } catch {
      raw = undefined;
    }
    const tuple = DriverLiveReport.safeParse(raw);
    const body = tuple.success ? DriverPositionBody.safeParse(driverLiveReportBody(tuple.data)) : null;
    if (!body?.success) {
      const issue = body?.error.issues[0];
      refuse(issue ? `${issue.path.join('.')}: ${issue.message}` : 'A report is the JSON array [latitude, longitude, heading, speedKmh, recordedAtMs]');
      return;
    }
    presence.report(driverId, body.data).catch((error: unknown) => refuse(refusal(error)));
  };
}
