/** autocannon 8 (CommonJS, no types of its own) with the parts of its result the benchmarks read. */
import { createRequire } from 'node:module';

export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; average: number; max: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}

export const autocannon = createRequire(import.meta.url)('autocannon') as (options: Record<string, unknown>) => Promise<AutocannonResult>;
