/** Command-line options of a benchmark: `--smoke`, `--name value` / `--name=value`. */

export interface BenchArgs {
  /** `--smoke`: tiny sizes for CI (bench:smoke); finishes in under a minute. */
  smoke: boolean;
  /** Whether `--name` was given. */
  flag(name: string): boolean;
  /** A string option, or undefined when absent. */
  string(name: string): string | undefined;
  /** A numeric option, or `fallback`; a non-number exits with a message. */
  number(name: string, fallback: number): number;
}

export function parseArgs(argv: readonly string[] = process.argv.slice(2)): BenchArgs {
  const values = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (!arg.startsWith('--')) continue;
    const [name = '', inline] = arg.slice(2).split('=', 2);
    const next = argv[index + 1];
    if (inline !== undefined) values.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) {
      values.set(name, next);
      index += 1;
    } else values.set(name, '');
  }
  return {
    smoke: values.has('smoke'),
    flag: (name) => values.has(name),
    string: (name) => values.get(name) || undefined,
    number: (name, fallback) => {
      const raw = values.get(name);
      if (raw === undefined || raw === '') return fallback;
      const parsed = Number(raw);
      if (!Number.isFinite(parsed)) {
        console.error(`--${name} must be a number (got "${raw}")`);
        process.exit(2);
      }
      return parsed;
    },
  };
}
