/**
 * The Prometheus text exposition format (version 0.0.4), written by hand: counters, gauges and
 * histograms with labels, nothing else. https://prometheus.io/docs/instrumenting/exposition_formats/
 */

export type Labels = Record<string, string>;

/** A label value with `\`, `"` and new lines escaped, as the format asks. */
const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export function labelText(labels: Labels): string {
  const pairs = Object.entries(labels).map(([name, value]) => `${name}="${escapeLabel(value)}"`);
  return pairs.length ? `{${pairs.join(',')}}` : '';
}

/** A sample value: integers as they are, `+Inf`/`-Inf`/`NaN` by name. */
export function valueText(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

const header = (name: string, help: string, type: 'counter' | 'gauge' | 'histogram') =>
  `# HELP ${name} ${help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}\n# TYPE ${name} ${type}\n`;

/** One metric family and its samples, ready to print. */
export function family(name: string, help: string, type: 'counter' | 'gauge', samples: { labels?: Labels; value: number }[]): string {
  return header(name, help, type) + samples.map((s) => `${name}${labelText(s.labels ?? {})} ${valueText(s.value)}\n`).join('');
}

/** A monotonically increasing count (process-wide). */
export class Counter {
  private count = 0;

  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  inc(by = 1) {
    this.count += by;
  }

  get value() {
    return this.count;
  }

  render(): string {
    return family(this.name, this.help, 'counter', [{ value: this.count }]);
  }
}

interface Series {
  labels: Labels;
  /** Observations per bucket (not cumulative); the last slot is above the highest bound. */
  buckets: number[];
  sum: number;
  count: number;
}

/** Latency histograms keyed by a label set; buckets are printed cumulatively, `+Inf` last. */
export class Histogram {
  private readonly series = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    /** Upper bounds, ascending. */
    readonly bounds: readonly number[],
  ) {}

  observe(labels: Labels, value: number) {
    const key = labelText(labels);
    let series = this.series.get(key);
    if (!series) {
      series = { labels, buckets: new Array<number>(this.bounds.length + 1).fill(0), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    let slot = 0;
    while (slot < this.bounds.length && value > this.bounds[slot]!) slot++;
    series.buckets[slot]!++;
    series.sum += value;
    series.count++;
  }

  render(): string {
    let text = header(this.name, this.help, 'histogram');
    for (const series of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, index) => {
        cumulative += series.buckets[index]!;
        text += `${this.name}_bucket${labelText({ ...series.labels, le: valueText(bound) })} ${cumulative}\n`;
      });
      text += `${this.name}_bucket${labelText({ ...series.labels, le: '+Inf' })} ${series.count}\n`;
      text += `${this.name}_sum${labelText(series.labels)} ${valueText(series.sum)}\n`;
      text += `${this.name}_count${labelText(series.labels)} ${series.count}\n`;
    }
    return text;
  }
}
