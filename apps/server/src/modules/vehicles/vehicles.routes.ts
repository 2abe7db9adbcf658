import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, IdParams, parseSort, UpdateVerificationBody, VehicleDetails, VehicleIdParams, VehicleListItem, VehiclesQuery, VerificationResult } from '@taxi/contract';
import { arrivalOf } from '../../lib/request-arrival';
import { actorOf } from '../../plugins/access-guard';
import { sendList } from '../../plugins/list-answer';
import { vehicleOwner } from '../verification/verification-owner';
import { updateVerification } from '../verification/verification.service';
import { vehicleCsvColumns } from './vehicles.csv';
import { toVehicleListItem } from './vehicles.mappers';
import { listVehicles, listVehiclesAfter, type VehicleListRow, type VehiclesFilter } from './vehicles.repository';
import { getVehicleDetails } from './vehicles.service';
import { expiryBounds } from '../expiry/expiry-filter';

const tags = ['vehicles'];

export const filterOf = (query: VehiclesQuery, timeZone: string): VehiclesFilter => ({
  tripTypeId: query.tripType,
  userId: query.userId,
  user: query.user,
  verificationStatus: query.verificationStatus,
  expiry: expiryBounds(query.expiry, timeZone),
  sort: parseSort(query.sort, '-created'),
});

/** SPEC.md §7 Vehicles (docs/vehicles.md). Document decisions go through UpdateDocumentStatus. */
export async function vehiclesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, documentUrls, config } = app.deps;
  const sign = (url: string) => documentUrls.sign(url);

  api.get('/vehicles/GetVehicles', {
    config: { permission: 'vehicles.read', exportPermission: 'vehicles.export' },
    schema: {
      operationId: 'GetVehicles',
      tags,
      summary: 'One page of vehicles, optionally of a trip type or owner (Pagination header); format=csv exports them all',
      description:
        'Vehicles newest first, one page at a time with the Pagination header; format=csv streams every match. ' +
        '`tripType` keeps one trip type (an id that does not exist gives an empty list), `userId` one owner. ' +
        'Beyond SPEC, `user` keeps vehicles whose owner has a name, e-mail or phone containing it (ignoring case) ' +
        'or the pretty id it names (DRV-000042, drv-42, 42); `verificationStatus` (0 Pending, 1 Approved, 2 Rejected) keeps one status; ' +
        '`expiry` keeps those whose approval or an approved document ends within 30 days on the operator’s clock (`expiring`) or has ended (`expired`). The filters combine. ' +
        '`sort` orders by `created` (the id) or `status` (verification, then id), ascending, or descending with a leading minus (default `-created`).',
      querystring: VehiclesQuery,
      response: { 200: z.array(VehicleListItem), 400: ApiError },
    },
    handler: async (request, reply) => {
      const query = request.query;
      const filter = filterOf(query, config.operatorTimeZone);
      return sendList(request, reply, query, {
        csv: { fileName: 'vehicles', columns: vehicleCsvColumns, fetchBatch: (after: (VehicleListRow & { keyset: string[] }) | undefined, limit) => listVehiclesAfter(db, filter, after, limit) },
        page: (range) => listVehicles(db, filter, range),
        toItem: toVehicleListItem,
      });
    },
  });

  api.get('/vehicles/GetVehicle/:id', {
    config: { permission: 'vehicles.read' },
    schema: {
      operationId: 'GetVehicle',
      tags,
      summary: 'One vehicle with every field of SPEC.md §3, its documents and its owner',
      description: 'Document URLs are signed and expire after 10 minutes; the vehicle picture is public. An unknown vehicle is 404.',
      params: IdParams,
      response: { 200: VehicleDetails, 400: ApiError, 404: ApiError },
    },
    handler: (request) => getVehicleDetails(db, request.params.id, sign),
  });

  api.patch('/vehicles/UpdateVehicleVerificationStatus/:vehicleId', {
    config: { permission: 'vehicles.verify' },
    schema: {
      operationId: 'UpdateVehicleVerificationStatus',
      tags,
      summary: 'Approves (1, until a future date), rejects (2, with a reason) or resets (0) a vehicle',
      description:
        "The rules of a user's verification: approving needs every document of the vehicle approved (409 otherwise) and an " +
        'approved-until date in the future (400); rejecting needs a reason (at most 500 characters); 409 when the vehicle already ' +
        'has that status. Only an approved driver with an approved vehicle may go online. Audited.',
      params: VehicleIdParams,
      body: UpdateVerificationBody,
      response: { 200: VerificationResult, 400: ApiError, 404: ApiError, 409: ApiError },
    },
    handler: async (request, reply) => {
      const result = await updateVerification(db, vehicleOwner(request.params.vehicleId), request.body, actorOf(request), config.operatorTimeZone, new Date(), arrivalOf(reply));
      await app.deps.liveAccess.vehicleChanged(request.params.vehicleId); // the owner's live sockets are checked again now
      return result;
    },
  });
}
