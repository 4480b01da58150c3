import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { ERROR_CODES } from '../../contract/errors.ts';
import { textProblem, textRuleOf } from '../../contract/text-rules.ts';
import { AppError, ServiceUnavailableError, TooManyRequestsError } from '../errors.ts';

const partNames: Record<string, string> = {
  querystring: 'query',
  params: 'path',
  body: 'body',
  headers: 'headers',
};

/** "Invalid query: pageNumber must be >= 1": every refused request part is reported this way. */
export function invalidPartMessage(part: string | undefined, issues: readonly string[]): string {
  return `Invalid ${partNames[part ?? ''] ?? 'request'}: ${[...new Set(issues)].join('; ')}`;
}

/** A broken text rule says which rule ("must not contain control characters"), not the regex. */
function patternRule(issue: FastifySchemaValidationError): string | undefined {
  const pattern = issue.params.pattern;
  const rule = typeof pattern === 'string' ? textRuleOf(pattern) : undefined;
  // With Ajv's `verbose` option each issue carries the value it refused.
  const value = (issue as { data?: unknown }).data;
  return rule && typeof value === 'string' ? textProblem(value, rule) : undefined;
}

/** "pageNumber must be >= 1" rather than Ajv's "/pageNumber must be >= 1". */
function describe(issue: FastifySchemaValidationError): string {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.params.missingProperty;
  if (typeof missing === 'string') return `${missing} is required`;
  const extra = issue.params.additionalProperty;
  if (typeof extra === 'string') return `${extra} is not allowed`;
  const limit = issue.params.limit;
  const rule =
    issue.keyword === 'maxLength'
      ? `must be at most ${String(limit)} characters`
      : issue.keyword === 'minLength'
        ? `must be at least ${String(limit)} characters`
        : ((issue.keyword === 'pattern' ? patternRule(issue) : undefined) ??
          (issue.message ?? 'is invalid').replace(/\bNOT\b/g, 'not'));
  return field ? `${field} ${rule}` : rule;
}

/** The one place errors become responses: 4xx say what was wrong, 5xx say nothing about internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const message = invalidPartMessage(error.validationContext, error.validation.map(describe));
      return reply.status(400).send({ message, code: ERROR_CODES.validation });
    }
    if (error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError) {
      void reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: error.code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal Server Error' });
  });
}
