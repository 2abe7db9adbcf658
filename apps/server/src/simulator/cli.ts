import { parseArgs } from 'node:util';
import type { DemoInfo } from '@taxi/contract';
import { DEMO_USER_PASSWORD } from '../modules/bootstrap/bootstrap';
import { HttpSimulator } from './http-simulator';

/**
 * `npm run simulate -- --drivers 500 --url http://localhost:3000`: simulated drivers against any
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
  const simulator = new HttpSimulator({ url, drivers, admin, password: values.password, log, transport });
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
