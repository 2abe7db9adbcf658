import type { FastifyInstance } from 'fastify';
import { appSettingsRoutes } from './app-settings/app-settings.routes';
import { auditRoutes } from './audit/audit.routes';
import { twoFactorRoutes } from './auth/two-factor/two-factor.routes';
import { bankFilesRoutes } from './bank-files/bank-files.routes';
import { bankTransfersRoutes } from './bank-transfers/bank-transfers.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { insightRoutes } from './insight/insight.routes';
import { dispatchRoutes } from './dispatch/dispatch.routes';
import { dispatchCustomersRoutes } from './dispatch-customers/dispatch-customers.routes';
import { documentsRoutes } from './documents/documents.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { placesRoutes } from './places/places.routes';
import { routingRoutes } from './routing/routing.routes';
import { staffRoutes } from './staff/staff.routes';
import { supplyDemandRoutes } from './supply-demand/supply-demand.routes';
import { tripMessagesRoutes } from './trip-messages/trip-messages.routes';
import { tripTracksRoutes } from './trip-tracks/trip-tracks.routes';
import { tripTypesRoutes } from './trip-types/trip-types.routes';
import { tripsRoutes } from './trips/trips.routes';
import { usersRoutes } from './users/users.routes';
import { vehiclesRoutes } from './vehicles/vehicles.routes';

/** Every back-office module; app.ts registers this inside the staff scope, where each route declares the permission it needs (plugins/access-guard.ts). */
export async function backOfficeRoutes(app: FastifyInstance) {
  await app.register(dashboardRoutes);
  await app.register(usersRoutes);
  await app.register(documentsRoutes);
  await app.register(vehiclesRoutes);
  await app.register(tripTypesRoutes);
  await app.register(appSettingsRoutes);
  await app.register(bankTransfersRoutes);
  await app.register(bankFilesRoutes);
  await app.register(paymentsRoutes);
  await app.register(tripsRoutes);
  await app.register(tripTracksRoutes);
  await app.register(auditRoutes);
  await app.register(staffRoutes);
  await app.register(twoFactorRoutes);
  await app.register(notificationsRoutes);
  await app.register(insightRoutes);
  await app.register(dispatchRoutes);
  // The dispatch desk's helpers (issue 26, docs/dispatch.md "Desk").
  await app.register(placesRoutes);
  await app.register(dispatchCustomersRoutes);
  await app.register(routingRoutes);
  await app.register(tripMessagesRoutes);
  await app.register(supplyDemandRoutes);
}
