import { memoryUsage } from 'node:process';
import type { PoolStats } from '../../db/database';
import { Counter, Histogram, family } from './prometheus';

/** Request latency buckets in seconds: 1 ms to 5 s. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;

/** What the metrics read from the rest of the app when scraped. */
export interface MetricSources {
  /** Drivers online and heard from within the connected window (the presence store). */
  connectedDrivers(): Promise<number>;
  /** Admin live-stream sockets open on this instance. */
  adminStreamClients(): number;
  pool(): PoolStats;
}

/** This instance's operator metrics (docs/operations.md, GET /metrics). */
export class Metrics {
  readonly requests = new Histogram(
    'http_request_duration_seconds',
    'Time from a request received to its answer sent, by route pattern, method and status class.',
    LATENCY_BUCKETS,
  );
  readonly positionReports = new Counter('taxi_driver_position_reports_total', 'Driver position reports accepted by this instance.');
  readonly droppedReports = new Counter('taxi_driver_reports_dropped_total', 'Driver socket reports dropped over the per-driver cap on this instance.');
  /** Seconds since the epoch when this process started. */
  private readonly started = Math.floor(Date.now() / 1000 - process.uptime());

  constructor(private readonly sources: MetricSources) {}

  /** One answered request; `route` is the route pattern (`/api/trips/GetTrips`), never the raw URL. */
  observeRequest(route: string, method: string, statusCode: number, seconds: number) {
    this.requests.observe({ route, method, status: `${Math.floor(statusCode / 100)}xx` }, seconds);
  }

  async render(): Promise<string> {
    const pool = this.sources.pool();
    const cpu = process.cpuUsage();
    const memory = memoryUsage();
    return [
      this.requests.render(),
      this.positionReports.render(),
      this.droppedReports.render(),
      family('taxi_connected_drivers', 'Drivers online and heard from within the last minute.', 'gauge', [{ value: await this.sources.connectedDrivers() }]),
      family('taxi_live_admin_clients', 'Admin live-stream WebSockets open on this instance.', 'gauge', [{ value: this.sources.adminStreamClients() }]),
      family('taxi_db_pool_connections', 'Database pool connections by state (in_use = total - idle).', 'gauge', [
        { labels: { state: 'total' }, value: pool.total },
        { labels: { state: 'idle' }, value: pool.idle },
        { labels: { state: 'in_use' }, value: pool.total - pool.idle },
      ]),
      family('taxi_db_pool_waiting', 'Queries waiting for a pool connection.', 'gauge', [{ value: pool.waiting }]),
      family('process_cpu_seconds_total', 'User and system CPU time of this process.', 'counter', [{ value: (cpu.user + cpu.system) / 1e6 }]),
      family('process_cpu_user_seconds_total', 'User CPU time of this process.', 'counter', [{ value: cpu.user / 1e6 }]),
      family('process_cpu_system_seconds_total', 'System CPU time of this process.', 'counter', [{ value: cpu.system / 1e6 }]),
      family('process_resident_memory_bytes', 'Resident set size.', 'gauge', [{ value: memory.rss }]),
      family('nodejs_heap_used_bytes', 'V8 heap in use.', 'gauge', [{ value: memory.heapUsed }]),
      family('process_start_time_seconds', 'When this process started, seconds since the epoch.', 'gauge', [{ value: this.started }]),
    ].join('');
  }
}
