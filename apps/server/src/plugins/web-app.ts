import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app. Paths without a file extension outside /api fall back to index.html
 * (the app's own router decides); a missing asset stays a 404 (STACK.md gotcha 7). Hashed files
 * under /assets are cached for a year (immutable), the rest revalidated (no-cache); each comes
 * brotli or gzip precompressed by Accept-Encoding, with `Vary: Accept-Encoding`.
 */
export async function setupWebApp(app: FastifyInstance, webDist: string) {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built; serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // index.html.br / .gz and assets/*.br / .gz are written at build time (vite-plugin-precompress.ts).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = /^\/(api|media)(\/|$)/i.test(pathname);
    if (isApi || path.extname(pathname)) return reply.callNotFound();
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
