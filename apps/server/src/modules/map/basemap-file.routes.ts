import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseByteRange } from './byte-range';
import { BASEMAP_PMTILES_URL, basemapFilePath } from './map.service';

/**
 * GET/HEAD /map/basemap.pmtiles: the self-hosted PMTiles extract in DATA_DIR, read by the browser
 * in HTTP range requests (206 with Content-Range; 416 outside the file). Open like the web app's
 * own files: map tiles are public data. 404 when the file is absent.
 */
export async function basemapFileRoutes(app: FastifyInstance) {
  const file = basemapFilePath(app.deps.config);
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return reply.callNotFound();
    const range = parseByteRange(request.headers.range, info.size);
    void reply
      .header('Accept-Ranges', 'bytes')
      .header('Content-Type', 'application/vnd.pmtiles')
      .header('Cache-Control', 'no-cache')
      .header('Last-Modified', info.mtime.toUTCString());
    if (range === 'unsatisfiable') return reply.status(416).header('Content-Range', `bytes */${info.size}`).send();
    const { start, end } = range ?? { start: 0, end: info.size - 1 };
    void reply.header('Content-Length', String(Math.max(0, end - start + 1)));
    if (range) void reply.status(206).header('Content-Range', `bytes ${start}-${end}/${info.size}`);
    if (request.method === 'HEAD' || info.size === 0) return reply.send();
    return reply.send(createReadStream(file, { start, end }));
  };
  app.get(BASEMAP_PMTILES_URL, { schema: { hide: true } }, serve);
}
