/**
 * How a benchmark reports: one JSON line per measurement on stdout, a summary line, and
 * `<results dir>/<name>.json` with the date, the machine and whether it was a smoke run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where results go: BENCH_RESULTS_DIR (bench:smoke points it at a scratch folder) or bench/results. */
export const resultsDir = () => process.env.BENCH_RESULTS_DIR ?? path.join(BENCH_DIR, 'results');

/** The machine a figure was measured on, recorded with every results file. */
export function machine() {
  const cpus = os.cpus();
  return { cpus: cpus.length, cpuModel: cpus[0]?.model ?? 'unknown', memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, platform: `${os.platform()} ${os.release()}` };
}

export interface Results {
  /** Prints one measurement as a JSON line (`{"benchmark": name, ...record}`) and keeps it. */
  line(record: Record<string, unknown>): void;
  /** Prints the summary as a JSON line (`"kind": "summary"`). */
  summary(summary: Record<string, unknown>): void;
  /** Every line printed so far. */
  readonly lines: readonly Record<string, unknown>[];
  /** The machine's 1, 5 and 15-minute load averages when the results were created and now (a shared machine). */
  loadAverage(): { start: number[]; end: number[] };
  /** Writes `<resultsDir>/<name>.json`: benchmark, smoke, measuredAt, machine, loadAverage, then `data`; returns the path. */
  write(data: Record<string, unknown>): string;
}

const tenths = (values: number[]) => values.map((value) => Math.round(value * 10) / 10);

/** Runs a benchmark's `main`; an error is printed and exits with 1 (bench:smoke counts that as not run). */
export function runBenchmark(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

export function createResults(name: string, { smoke = false }: { smoke?: boolean } = {}): Results {
  const lines: Record<string, unknown>[] = [];
  const loadAtStart = tenths(os.loadavg());
  const loadAverage = () => ({ start: loadAtStart, end: tenths(os.loadavg()) });
  return {
    lines,
    loadAverage,
    line(record) {
      lines.push(record);
      console.log(JSON.stringify({ benchmark: name, ...record }));
    },
    summary(summary) {
      console.log(JSON.stringify({ benchmark: name, kind: 'summary', ...summary }));
    },
    write(data) {
      const dir = resultsDir();
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${name}.json`);
      const content = { benchmark: name, smoke, measuredAt: new Date().toISOString(), machine: machine(), loadAverage: loadAverage(), ...data };
      writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
      console.log(`results written to ${path.relative(process.cwd(), file)}`);
      return file;
    },
  };
}

/** Prints rows as an aligned text table with the given columns (numbers right-aligned). */
export function printTable(rows: readonly Record<string, unknown>[], columns: readonly string[]): void {
  const cell = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => cell(row[column]).length)));
  const line = (values: unknown[]) =>
    values.map((value, index) => (typeof value === 'number' ? cell(value).padStart(widths[index] ?? 0) : cell(value).padEnd(widths[index] ?? 0))).join('  ');
  console.log(line([...columns]));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(columns.map((column) => row[column])));
}
