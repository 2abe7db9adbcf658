import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { usersRoutes } from './users/users.routes';

/** Every back-office module; app.ts registers this inside the Admin-only scope. */
export async function backOfficeRoutes(app: FastifyInstance) {
  await app.register(dashboardRoutes);
  await app.register(usersRoutes);
}
