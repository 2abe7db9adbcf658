import { DriverLiveReport, type DriverLiveError, DriverPositionBody, driverLiveReportBody, LIVE_CLOSE } from '@taxi/contract';
import { HttpError } from '../../lib/http-errors';
import type { Counter } from '../metrics/prometheus';
import { NOT_ALLOWED_ONLINE } from './driver-eligibility';
import type { PresenceService } from './presence.service';
import { floodWatch, type ReportRate } from './report-rate';

/** The part of a WebSocket a driver's connection uses (ws's WebSocket has it). */
export interface DriverSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

/** Reports read, refused and dropped (over the cap) on this instance's driver sockets (docs/live-operations.md). */
export const driverSocketCounts = { reports: 0, refused: 0, dropped: 0 };

export const TOO_MANY_REPORTS = 'Too many reports; send at most a few a second';

/** The refusal of a report in the words `POST /api/driver/position` would use. */
function refusal(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  return 'The report could not be stored; try again';
}

export interface DriverReportContext {
  presence: PresenceService;
  rate: ReportRate;
  /** Counts the reports dropped over the cap (`/metrics`). */
  dropped: Counter;
}

/**
 * One driver's open socket: each message is a compact report (DriverLiveReport), read as the body
 * of `POST /api/driver/position` and checked by the same schema, the same go-online rule (cached,
 * EligibilityCache) and the same service call (the online:false rule included). Over the driver's
 * cap a report is dropped without an answer, and a socket that keeps flooding is closed. A bad or
 * refused message gets `{type:'error', message}` back and changes nothing; a driver no longer
 * allowed online is closed (LIVE_CLOSE.notAllowed); nothing a client sends can throw out of here.
 */
export function driverReportHandler({ presence, rate, dropped }: DriverReportContext, driverId: number, socket: DriverSocket) {
  const flooding = floodWatch();
  const refuse = (message: string) => {
    driverSocketCounts.refused += 1;
    const answer: DriverLiveError = { type: 'error', message };
    if (socket.readyState === OPEN) socket.send(JSON.stringify(answer));
  };
  const store = async (body: DriverPositionBody) => {
    if (!(await presence.eligibility.allows(driverId))) {
      refuse(NOT_ALLOWED_ONLINE);
      socket.close(LIVE_CLOSE.notAllowed, NOT_ALLOWED_ONLINE);
      return;
    }
    await presence.report(driverId, body);
  };
  return (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    driverSocketCounts.reports += 1;
    if (socket.readyState !== OPEN) return;
    if (!rate.take(driverId)) {
      driverSocketCounts.dropped += 1;
      dropped.inc();
      if (flooding()) socket.close(LIVE_CLOSE.flooding, TOO_MANY_REPORTS);
      return;
    }
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
    store(body.data).catch((error: unknown) => refuse(refusal(error)));
  };
}
