import type { FieldError } from '@taxi/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';
import { fieldError } from './field-error';

interface PgError {
  code?: string;
}

/** Postgres errors that are the client's fault, mapped to a clear answer; anything else is a 500. */
function fromDatabaseError(error: PgError): HttpError | null {
  switch (error.code) {
    case '23505':
      return new HttpError(409, 'A record with the same unique value already exists', 'duplicate');
    case '23503':
      return new HttpError(409, 'The record is still referenced by other records', 'still_referenced');
    case '23514':
    case '22P02':
    case '22003':
      return new HttpError(400, 'The request contains a value that is not allowed', 'value_not_allowed');
    case '40001':
    case '40P01':
      return new HttpError(409, 'The record was changed by someone else; try again', 'changed_concurrently');
    default:
      // Class 22 (data exception: 22021 a character PostgreSQL cannot store, 22P05, 22001 too
      // long, 22007/22008 dates, 22012 …) is a bad value the contract let through: still a 400.
      return error.code?.startsWith('22') ? new HttpError(400, 'The request contains a value that is not allowed', 'value_not_allowed') : null;
  }
}

function validationAnswer(error: FastifyError): HttpError {
  const errors: Record<string, string[]> = {};
  const fieldErrors: Record<string, FieldError> = {};
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
    (errors[field] ??= []).push(issue.message ?? 'Invalid value');
    fieldErrors[field] ??= fieldError(issue.keyword, issue.params, issue.message);
  }
  const summary = Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');
  return new HttpError(400, `Invalid request. ${summary}`, 'validation_failed', { errors, fieldErrors });
}

/** The one error format of DESIGN.md §3: `{message, code, params?, errors?, fieldErrors?}`, never a stack trace. */
export function setupErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & PgError, request, reply) => {
    let answer: HttpError;
    if (error instanceof HttpError) answer = error;
    else if (hasZodFastifySchemaValidationErrors(error)) answer = validationAnswer(error);
    else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) answer = new HttpError(400, 'The request body is not valid JSON', 'invalid_json');
    else if (error.statusCode === 413) answer = new HttpError(413, `The request body is too large (${Math.round((request.routeOptions.bodyLimit ?? 1024 * 1024) / (1024 * 1024))} MB at most)`, 'body_too_large');
    else if (error.statusCode === 429) answer = new HttpError(429, 'Too many requests; try again later', 'too_many_requests');
    else answer = fromDatabaseError(error) ?? (error.statusCode && error.statusCode < 500 ? new HttpError(error.statusCode, error.message, 'bad_request') : new HttpError(500, 'Internal server error', 'internal'));

    if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ statusCode: answer.statusCode, message: answer.message }, 'request refused');
    if (answer.headers) void reply.headers(answer.headers);
    void reply.status(answer.statusCode).send(answer.body());
  });

  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'no_route' });
  });
}
