import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { renderDefaultAvatar, renderInitialsAvatar } from './avatar-svg';
import { renderDocument } from './document-svg';
import { parseAvatar, parseDocument, parseVehicle, type Parsed } from './media-params';
import { MEDIA_PREFIX } from './media-urls';
import { renderVehicle } from './vehicle-svg';

type Query = Record<string, unknown>;
interface MediaRequest {
  Params: { file: string };
  Querystring: Query;
}

/** The same URL always draws the same picture: let browsers and proxies keep it for a year. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

function sendSvg<T>(reply: FastifyReply, parsed: Parsed<T>, render: (value: T) => string) {
  if (!parsed.ok) return reply.code(400).send({ message: parsed.message });
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', CACHE_FOREVER)
    .header('x-content-type-options', 'nosniff')
    // opened on its own, the image can run nothing and load nothing
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(render(parsed.value));
}

/**
 * Locally generated images (no internet): initials avatars, document scans and vehicle pictures.
 * URLs are built by media-urls.ts; bad input is a 400 `{message}`.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get(`${MEDIA_PREFIX}/avatars/default.svg`, (_request, reply) =>
    sendSvg(reply, { ok: true, value: null }, renderDefaultAvatar),
  );
  app.get<MediaRequest>(`${MEDIA_PREFIX}/avatars/:file`, (request, reply) =>
    sendSvg(reply, parseAvatar(request.params.file, request.query.tone), ({ initials, tone }) =>
      renderInitialsAvatar(initials, tone),
    ),
  );
  app.get<MediaRequest>(`${MEDIA_PREFIX}/documents/:file`, (request, reply) =>
    sendSvg(reply, parseDocument(request.params.file, request.query.holder), ({ type, serial, holder }) =>
      renderDocument(type, serial, holder),
    ),
  );
  app.get<MediaRequest>(`${MEDIA_PREFIX}/vehicles/:file`, (request, reply) =>
    sendSvg(reply, parseVehicle(request.params.file, request.query.color, request.query.plate), ({ style, colour, plate }) =>
      renderVehicle(style, colour, plate),
    ),
  );
};
