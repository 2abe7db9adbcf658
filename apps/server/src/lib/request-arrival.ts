import type { FastifyReply } from 'fastify';

/**
 * When the request reached the server (Fastify counts `elapsedTime` from then): a decision that
 * arrived before another one changed the same record is stale (verification.rules.ts).
 */
export const arrivalOf = (reply: FastifyReply): Date => new Date(Date.now() - reply.elapsedTime);
