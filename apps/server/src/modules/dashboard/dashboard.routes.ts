import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardSummary } from '@taxi/contract';
import { loadDashboardSummary } from './dashboard.repository';

export async function dashboardRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/Dashboard/GetSummary', {
    schema: { tags: ['dashboard'], summary: 'Headline figures for the dashboard', response: { 200: DashboardSummary } },
    handler: () => loadDashboardSummary(app.deps.db),
  });
}
