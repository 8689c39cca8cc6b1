import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, pgErrorCode, PG_CODES } from '../db/db.js';
import { RETRY_LATER_CODE } from '@bet/core/shared';
import { HttpError } from '../http/errors.js';
import { FIELD_LABELS, SERVER_MESSAGES as M } from '../http/messages.js';
import { LedgerKeyConflictError } from '../ledger/ledger-errors.js';
import { discardBody } from './discard-body.js';
import { IdempotentReplay, sendReplay } from './idempotency.js';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const label = (name: string): string => FIELD_LABELS[name] ?? name;

function fieldOf(e: AjvError): string {
  if (e.keyword === 'required') return label(String(e.params.missingProperty ?? ''));
  const names = e.instancePath.split('/').filter((s) => s !== '' && !/^\d+$/.test(s));
  return label(names.pop() ?? '요청');
}

/** One clear Korean sentence for the first schema error. */
export function validationMessage(errors: readonly AjvError[]): string {
  const e = errors[0];
  if (!e) return M.invalidInput;
  const field = fieldOf(e);
  switch (e.keyword) {
    case 'required':
      return M.required(field);
    case 'additionalProperties':
      return M.unknownField(String(e.params.additionalProperty ?? ''));
    case 'type':
      return M.wrongType(field);
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'multipleOf':
      return M.outOfRange(field);
    case 'minLength':
      return Number(e.params.limit) <= 1 ? M.required(field) : M.wrongValue(field);
    case 'maxLength':
    case 'maxItems':
      return M.tooLong(field);
    case 'format':
      if (e.params.format === 'calendar-day') return M.invalidDay(field);
      if (e.params.format === 'calendar-month') return M.invalidMonth(field);
      return M.forbiddenText(field);
    default:
      return M.wrongValue(field);
  }
}

const send = (reply: FastifyReply, status: number, message: string, code: string, extra: Record<string, unknown> = {}): FastifyReply =>
  reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ message, code, ...extra });

/** Fastify's own 4xx errors (body parsing, content type, size) in Korean. */
const FASTIFY_CODES: Record<string, [status: number, message: string, code: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, M.malformedJson, 'malformedJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, M.malformedJson, 'malformedJson'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, M.malformedJson, 'malformedJson'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, M.unsupportedType, 'unsupportedType'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, M.bodyTooLarge, 'bodyTooLarge'],
  FST_ERR_CTP_INVALID_TYPE: [400, M.malformedJson, 'malformedJson'],
};

/**
 * Every error becomes `{ message, code }` with a Korean message. Bad input is always 4xx: a 500
 * logs the member out on the client (spec 8), so it is kept for real faults only.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof IdempotentReplay) return sendReplay(reply, error.answer);
    if (error instanceof HttpError) return send(reply, error.statusCode, error.message, error.code, { ...error.extra });
    if (error.validation) return send(reply, 400, validationMessage(error.validation as AjvError[]), 'validation');
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    // Too large: the rest of the body is read first, so that the client receives the answer.
    if (known && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return discardBody(request.raw).then(() => send(reply, ...known));
    if (known) return send(reply, known[0], known[1], known[2]);
    if (error instanceof SyntaxError) return send(reply, 400, M.malformedJson, 'malformedJson');
    if (error instanceof LedgerKeyConflictError) return send(reply, 409, M.idempotencyMismatch, 'idempotencyMismatch');
    // The database went away mid-request (a restart, a failover): its transaction was rolled back,
    // so the client may send it again (a money call with the same key: replayed if it committed).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable: answered 503 retryLater');
      return send(reply, 503, M.retryLater, RETRY_LATER_CODE);
    }
    if (pgErrorCode(error) === PG_CODES.uniqueViolation) return send(reply, 409, M.problem, 'conflict');
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return send(reply, status, status === 404 ? M.notFound : M.invalidInput, error.code ?? 'badRequest');
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, M.problem, 'internal');
  });
}

export function apiNotFound(reply: FastifyReply): FastifyReply {
  return send(reply, 404, M.notFound, 'notFound');
}
