import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { renderDefaultAvatar, renderInitialsAvatar } from './avatar-svg';
import { renderDocument } from './document-svg';
import { parseAvatar, parseDocument, parseVehicle, type Parsed } from './media-params';
import { MEDIA_PREFIX } from './media-urls';
import type { DocumentUrlSigner } from './signed-urls';
import { renderVehicle } from './vehicle-svg';

type Query = Record<string, unknown>;
interface MediaRequest {
  Params: { file: string };
  Querystring: Query;
}

/** The same URL always draws the same picture: let browsers and proxies keep it for a year. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** A document scan is personal data: only the browser that asked may keep it, and not beyond its URL's life. */
const CACHE_PRIVATE = 'private, max-age=600';

const REFUSED_DOCUMENT_URL = {
  missing: 'Document images are served only through the signed URL of an API answer',
  invalid: 'The document URL signature is not valid',
  expired: 'The document URL has expired; reload the page for a fresh one',
} as const;

export interface MediaRoutesOptions {
  /** Checks the signed URLs of document scans (signed-urls.ts). */
  documentUrls: DocumentUrlSigner;
}

function sendSvg<T>(reply: FastifyReply, parsed: Parsed<T>, render: (value: T) => string, cacheControl = CACHE_FOREVER) {
  if (!parsed.ok) return reply.code(400).send({ message: parsed.message, code: 'bad_request' });
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    // opened on its own, the image can run nothing and load nothing
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(render(parsed.value));
}

/**
 * Locally generated images (no internet): initials avatars, document scans and vehicle pictures.
 * URLs are built by media-urls.ts; bad input is a 400 `{message}`. Avatars and vehicle pictures
 * are public; a document scan needs a valid, unexpired signature (403 otherwise).
 */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, { documentUrls }) => {
  app.get(`${MEDIA_PREFIX}/avatars/default.svg`, (_request, reply) =>
    sendSvg(reply, { ok: true, value: null }, renderDefaultAvatar),
  );
  app.get<MediaRequest>(`${MEDIA_PREFIX}/avatars/:file`, (request, reply) =>
    sendSvg(reply, parseAvatar(request.params.file, request.query.tone), ({ initials, tone }) =>
      renderInitialsAvatar(initials, tone),
    ),
  );
  app.get<MediaRequest>(`${MEDIA_PREFIX}/documents/:file`, (request, reply) => {
    const check = documentUrls.check(request.url);
    if (check !== 'valid') return reply.code(403).header('cache-control', 'no-store').send({ message: REFUSED_DOCUMENT_URL[check], code: 'media.bad_link' });
    return sendSvg(
      reply,
      parseDocument(request.params.file, request.query.holder),
      ({ type, serial, holder }) => renderDocument(type, serial, holder),
      CACHE_PRIVATE,
    );
  });
  app.get<MediaRequest>(`${MEDIA_PREFIX}/vehicles/:file`, (request, reply) =>
    sendSvg(reply, parseVehicle(request.params.file, request.query.color, request.query.plate), ({ style, colour, plate }) =>
      renderVehicle(style, colour, plate),
    ),
  );
};
