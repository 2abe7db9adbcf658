import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, AppSettingsBody, AppSettingsResponse } from '@taxi/contract';
import { actorOf } from '../../plugins/access-guard';
import * as appSettings from './app-settings.service';

const tags = ['app settings'];

/** SPEC.md §7 App settings: the one record, read and replaced whole. */
export async function appSettingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  api.get('/AppSettings/GetAppSettings', {
    config: { permission: 'settings.read' },
    schema: { tags, operationId: 'GetAppSettings', summary: 'The application settings', description: 'The night window, the peak ranges and the sender of bank transfers.', response: { 200: AppSettingsResponse } },
    handler: () => appSettings.getAppSettings(db, config.operatorTimeZone),
  });

  api.put('/AppSettings/UpdateAppSettings', {
    config: { permission: 'settings.write' },
    schema: { tags, operationId: 'UpdateAppSettings', summary: 'Replaces the application settings (peak ranges whole)', description: 'Replaces the settings record; the peak ranges are replaced whole. Audited.', body: AppSettingsBody, response: { 200: AppSettingsResponse, 400: ApiError } },
    handler: (request) => appSettings.updateAppSettings(db, config.operatorTimeZone, request.body, actorOf(request)),
  });
}
