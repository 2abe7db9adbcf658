import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** The first port of a run; worker N serves on E2E_PORT + N (`E2E_PORT` keeps two runs apart). */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 4310);
/** Seeding the demo on the embedded database takes a while on a busy machine. */
const START_TIMEOUT_MS = 180_000;

export interface WorkerServer {
  baseURL: string;
  stop(): Promise<void>;
}

async function healthy(baseURL: string): Promise<boolean> {
  try {
    return (await fetch(`${baseURL}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * One server of its own for a Playwright worker (`e2e/serve.mjs`: production build, a fresh
 * embedded database with the demo data, in-memory live state), so that workers run side by side
 * without sharing data: one worker's approvals, payouts or sign-outs are never in another's way.
 * A worker started after a failure gets a new index, hence a new port and fresh data.
 */
export async function startWorkerServer(repoRoot: string, workerIndex: number): Promise<WorkerServer> {
  const port = FIRST_PORT + workerIndex;
  const baseURL = `http://127.0.0.1:${port}`;
  if (await healthy(baseURL)) throw new Error(`port ${port} already serves something: set E2E_PORT to a free range`);
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'e2e/serve.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const until = Date.now() + START_TIMEOUT_MS;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  while (!(await healthy(baseURL))) {
    if (exitCode !== undefined) throw new Error(`the e2e server on port ${port} exited with ${exitCode} before it was ready`);
    if (Date.now() > until) {
      child.kill('SIGTERM');
      throw new Error(`the e2e server on port ${port} was not ready within ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    // SIGTERM lets serve.mjs stop the server cleanly and remove its temporary data directory.
    stop: async () => {
      if (exitCode !== undefined) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
