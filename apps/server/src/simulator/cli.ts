import { parseArgs } from 'node:util';
import type { DemoInfo } from '@taxi/contract';
import { DEMO_USER_PASSWORD } from '../modules/bootstrap/bootstrap';
import { HttpSimulator } from './http-simulator';

/**
 * `npm run simulate -- --drivers 500 --url http://localhost:3000 [--time-scale 10]
 * [--request-chance 0] [--accept-chance 0.8]`: simulated drivers against any
 * running server, through its public API only (README, docs/live-operations.md). The admin sign-in
 * defaults to the server's demo sign-in (GET /api/auth/demo).
 */
async function main() {
  const { values } = parseArgs({
    options: {
      drivers: { type: 'string', default: '50' },
      url: { type: 'string', default: 'http://localhost:3000' },
      'admin-email': { type: 'string' },
      'admin-password': { type: 'string' },
      password: { type: 'string', default: DEMO_USER_PASSWORD },
      transport: { type: 'string', default: 'ws' },
      'time-scale': { type: 'string', default: '1' },
      'request-chance': { type: 'string' },
      'accept-chance': { type: 'string', default: '0.8' },
    },
  });
  const url = values.url.replace(/\/+$/, '');
  const drivers = Number(values.drivers);
  if (!Number.isInteger(drivers) || drivers < 1) throw new Error('--drivers must be a positive whole number');
  const transport = values.transport;
  if (transport !== 'ws' && transport !== 'http') throw new Error('--transport must be ws or http');
  let admin = values['admin-email'] && values['admin-password'] ? { email: values['admin-email'], password: values['admin-password'] } : null;
  if (!admin) {
    const demo = (await (await fetch(`${url}/api/auth/demo`)).json()) as DemoInfo;
    admin = demo.email && demo.password ? { email: demo.email, password: demo.password } : null;
  }
  if (!admin) throw new Error('No demo sign-in on this server: pass --admin-email and --admin-password');
  const log = { info: (details: object, message: string) => console.log(message, JSON.stringify(details)), warn: (details: object, message: string) => console.warn(message, JSON.stringify(details)) };
  const timeScale = Number(values['time-scale']);
  if (!(timeScale >= 1 && timeScale <= 100)) throw new Error('--time-scale must be from 1 to 100');
  const requestChance = values['request-chance'] === undefined ? undefined : Number(values['request-chance']);
  const offerAcceptChance = Number(values['accept-chance']);
  if ((requestChance !== undefined && !(requestChance >= 0 && requestChance <= 1)) || !(offerAcceptChance >= 0 && offerAcceptChance <= 1)) throw new Error('--request-chance and --accept-chance must be from 0 to 1');
  const simulator = new HttpSimulator({ url, drivers, admin, password: values.password, log, transport, timeScale, ...(requestChance !== undefined && { requestChance }), offerAcceptChance });
  const started = await simulator.start();
  console.log(`Simulating ${started} drivers against ${url} (positions over ${transport === 'ws' ? 'driver WebSockets where offered' : 'HTTP'}); Ctrl+C stops.`);
  setInterval(() => undefined, 1 << 30);
  process.once('SIGINT', () => process.exit(0));
  process.once('SIGTERM', () => process.exit(0));
}

main().catch((error: unknown) => {
  console.error('Simulator failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
