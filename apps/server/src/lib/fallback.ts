/** The part of a pino logger a fallback reports its switches to. */
export interface FallbackLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * Runs an operation on a primary (Redis) and, when that fails, on a fallback (this process's
 * memory). Each call tries the primary first, so the switch back happens by itself when it
 * answers again; only the switches are logged, not every failed call.
 */
export class FallbackSwitch {
  private down = false;

  constructor(
    private readonly log: FallbackLog,
    private readonly what: string,
  ) {}

  get usingFallback() {
    return this.down;
  }

  async run<T>(primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await primary();
    } catch (error) {
      if (!this.down) {
        this.down = true;
        this.log.warn({ err: error }, `${this.what}: Redis is not answering; using this instance's memory until it does`);
      }
      return fallback();
    }
    if (this.down) {
      this.down = false;
      this.log.info({}, `${this.what}: Redis answers again; back to the shared state`);
    }
    return result;
  }
}
