import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../../../../', import.meta.url));
export const CRASH_ADMIN = { email: 'crash.admin@test.taxi', password: 'Crash-Admin-123!' };

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed on the way out. */
  kill(): Promise<void>;
  /** SIGTERM, as a service manager stops it: resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the real server (`node --import tsx apps/server/src/main.ts`) on `dataDir`, or on
 * `databaseUrl` when given, on a free port, with `settings` over the defaults below (REDIS_URL,
 * WEB_CONCURRENCY…); resolves once it prints its address.
 */
export function startServer(dataDir: string, databaseUrl: string | null, settings: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    WEB_DIST: dataDir, // no index.html there: the API alone
    DEMO: '0',
    SIMULATE_DRIVERS: '0',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: CRASH_ADMIN.email,
    ADMIN_PASSWORD: CRASH_ADMIN.password,
    JWT_SECRET: 'crash-safety-secret-that-is-long-enough-to-sign',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...settings,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in 90 s:\n${output}`));
    }, 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        child,
        baseUrl: `http://127.0.0.1:${match[1]}`,
        kill: async () => {
          child.kill('SIGKILL');
          await exited;
        },
        stop: async () => {
          child.kill('SIGTERM');
          return exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/** Signs the crash admin in and returns the Authorization header. */
export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: CRASH_ADMIN.email, password: CRASH_ADMIN.password }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return `Bearer ${((await response.json()) as { token: string }).token}`;
}
