import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (JSON, CSV streams, generated SVG) above 1 KB by Accept-Encoding
 * (issue 8 item 7). Brotli at quality 4 with a 64 KB window: per request, speed matters more than the last percent.
 * The built web assets are compressed once at build time and served as they are (web-app.ts);
 * an answer that already has a Content-Encoding is left alone. Headers (Pagination) are untouched.
 */
export async function setupCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // A 64 KB window: a brotli encoder sized for the default 4 MB one costs more to set up than to
    // compress a 3 KB page (~2× the CPU per answer), and a page of JSON fits the small window whole;
    // on a 2 MB CSV the small window even compressed better at this quality (docs/performance-requests.md).
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 16 } },
    zlibOptions: { level: 6 },
  });
}
