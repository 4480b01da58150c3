import { parse as parseQueryString } from 'node:querystring';
import AjvCompiler, { type RouteDefinition } from '@fastify/ajv-compiler';
import type { default as Ajv, FuncKeywordDefinition } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CANONICAL_ID_KEYWORD } from '../../contract/common.ts';
import { canonicalId } from '../../contract/ids.ts';
import { ValidationError } from '../errors.ts';
import { invalidPartMessage } from './error-handler.ts';

/**
 * How request schemas are applied (docs/security.md): unknown fields
 * are dropped, query strings are coerced to the declared types, and `verbose` keeps the refused
 * value on each issue so the error handler can say which text rule it broke.
 */
export const ajvOptions = {
  customOptions: {
    removeAdditional: 'all' as const,
    coerceTypes: 'array' as const,
    useDefaults: true,
    verbose: true,
    // A spec's value is one schema with three types (src/contract/specs.ts, ProductSpecInput).
    allowUnionTypes: true,
  },
  plugins: [canonicalIds],
};

type ValidatorFactory = ReturnType<typeof AjvCompiler>;
type ExternalSchemas = Parameters<ValidatorFactory>[0];
type ValidatorOptions = Parameters<ValidatorFactory>[1];

/**
 * Headers are validated without dropping the headers a schema does not name. Fastify validates
 * `request.headers`, the very object the rest of the request reads, so `removeAdditional` there
 * would delete `X-Forwarded-For` (the client's address behind a proxy), `User-Agent` and the rest
 * from any route that declares one header. Bodies, queries and params still lose unknown fields.
 */
export function keepUndeclaredHeaders() {
  const factory = AjvCompiler();
  return {
    compilersFactory: {
      buildValidator(externalSchemas: ExternalSchemas, options?: ValidatorOptions) {
        const stripping = factory(externalSchemas, options);
        const keeping = factory(externalSchemas, {
          ...options,
          customOptions: { ...options?.customOptions, removeAdditional: false },
        } as ValidatorOptions);
        return (route: RouteDefinition) => (route.httpPart === 'headers' ? keeping : stripping)(route);
      },
    },
  };
}

const canonicalIdKeyword: FuncKeywordDefinition = {
  keyword: CANONICAL_ID_KEYWORD,
  type: 'string',
  schemaType: 'boolean',
  modifying: true,
  validate(enabled: boolean, data: string, _parentSchema, context) {
    const canonical = enabled ? canonicalId(data) : undefined;
    if (canonical !== undefined && context) {
      const parent: Record<string | number, unknown> = context.parentData;
      parent[context.parentDataProperty] = canonical;
    }
    return true;
  },
};

/** Ids in requests become lower case while they are validated: one place, every route. */
function canonicalIds(ajv: Ajv): Ajv {
  ajv.addKeyword(canonicalIdKeyword);
  return ajv;
}

/**
 * `?pageNumber=` is what a form or a link builder sends for "no page": an empty value counts as
 * absent, for every query parameter, so optional numbers take their defaults instead of a 400.
 */
export function parseQuery(query: string): Record<string, unknown> {
  // Without a prototype, like Fastify's own parser: `?__proto__=x` is just a key that no schema names.
  const kept = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(parseQueryString(query))) {
    const present = Array.isArray(value) ? value.filter((item) => item !== '') : value;
    if (present !== '' && present !== undefined && !(Array.isArray(present) && present.length === 0)) {
      kept[key] = present;
    }
  }
  return kept;
}

/**
 * The path (["orderItems", "0", "qty"]) of the first number that is NaN or infinite, if any. It is
 * built only once one is found: every request is walked, and almost none has one.
 */
function nonFinitePath(value: unknown): string[] | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : [];
  if (typeof value !== 'object' || value === null) return undefined;
  for (const key of Object.keys(value)) {
    const found = nonFinitePath((value as Record<string, unknown>)[key]);
    if (found !== undefined) {
      found.unshift(key);
      return found;
    }
  }
  return undefined;
}

const validatedParts = [
  ['querystring', (request: FastifyRequest) => request.query],
  ['params', (request: FastifyRequest) => request.params],
  ['body', (request: FastifyRequest) => request.body],
] as const;

/**
 * Ajv turns the query text "1e309" into Infinity while coercing it to a number, and then skips its
 * range checks for it. No validated request value may be anything but a finite number, so this
 * closes that gap for every route at once, right after validation. A callback hook, not a promise:
 * it runs on every request, and a promise costs each one a trip through the microtask queue.
 */
function refuseNonFiniteNumbers(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  for (const [part, read] of validatedParts) {
    const path = nonFinitePath(read(request));
    if (path !== undefined) {
      const field = path.join('.');
      const issue = field ? `${field} must be a finite number` : 'must be a finite number';
      done(new ValidationError(invalidPartMessage(part, [issue])));
      return;
    }
  }
  done();
}

export function registerValidationGuards(app: FastifyInstance): void {
  app.addHook('preHandler', refuseNonFiniteNumbers);
}
