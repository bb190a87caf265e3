import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope, ErrorCode } from '@core/shared/envelope.js';
import { AppError } from './appError.js';
import { NO_NUL_PATTERN } from './boundedSchema.js';
import { withoutSecrets } from './logSecrets.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';

export { isDatabaseUnavailable };

const envelope = (msg: string, errorCode: ErrorCode): Envelope<null> => ({ msg, object: null, errorCode });

interface AjvIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** Turns ajv's findings into one sentence that names the field and what is wrong with it. */
export function validationMessage(issues: AjvIssue[]): string {
  return issues
    .map((i) => {
      const field = (i.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
      if (i.keyword === 'required')
        return `${field ? field + '.' : ''}${String(i.params?.missingProperty)} is required.`;
      const where = field || 'The payload';
      if (i.keyword === 'pattern' && i.params?.pattern === NO_NUL_PATTERN)
        return `${where} must not contain the NUL character.`;
      if (i.keyword === 'enum') return `${where} must be one of ${(i.params?.allowedValues as string[]).join(', ')}.`;
      return `${where} ${i.message ?? 'is not valid'}.`;
    })
    .join('; ');
}

/** What a caller reads while the database is away (restarting, unreachable): try again shortly. */
export const UNAVAILABLE_MSG = 'The service is temporarily unavailable. Please try again in a moment.';

const PARSE_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The payload must be sent as application/json.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The payload is empty; send JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The payload is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is not valid.',
};

/** Every refusal leaves the server as the envelope: never a stack trace, never HTML. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (['FORBIDDEN', 'UNAUTHORIZED', 'OVERTIME'].includes(error.errorCode)) {
        req.log.warn(
          {
            audit: 'access.refused',
            userId: req.actor?.userId,
            path: withoutSecrets(req.url),
            errorCode: error.errorCode,
            ip: req.ip,
          },
          error.message,
        );
      }
      return reply.code(error.status).send(envelope(error.message, error.errorCode));
    }
    if (error.validation) {
      return reply.code(400).send(envelope(validationMessage(error.validation as AjvIssue[]), 'VALIDATION'));
    }
    const parse = error.code && PARSE_ERRORS[error.code];
    if (parse || (error.name === 'SyntaxError' && error.statusCode === 400)) {
      return reply
        .code(error.statusCode ?? 400)
        .send(envelope(parse || 'The payload is not valid JSON.', 'VALIDATION'));
    }
    if (error.statusCode === 429) {
      return reply.code(429).send(envelope('Too many attempts. Please wait a minute and try again.', 'RATE_LIMITED'));
    }
    if (isDatabaseUnavailable(error)) {
      // One line, not a stack: while the database restarts every call lands here.
      req.log.warn({ reqId: req.id, path: withoutSecrets(req.url), reason: error.message }, 'database unavailable');
      return reply.code(503).header('retry-after', '1').send(envelope(UNAVAILABLE_MSG, 'UNAVAILABLE'));
    }
    req.log.error({ err: error, reqId: req.id }, 'unexpected error');
    return reply
      .code(500)
      .send(envelope(`Something went wrong on our side. Please try again later. (Reference: ${req.id})`, 'INTERNAL'));
  });
}
