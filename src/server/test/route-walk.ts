import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { Order } from '../../contract/orders.ts';
import { createTokenService } from '../auth/tokens.ts';
import { users } from '../db/schema.ts';
import type { CataloguedRoute } from '../http/route-catalogue.ts';
import { createAccount } from './accounts.ts';
import { TEST_JWT_SECRET, type TestApp } from './app.ts';
import { createProduct } from './factories.ts';
import {
  exampleValue,
  fieldsOf,
  hostileSamples,
  replacedAt,
  withOwnKey,
  type Schema,
} from './hostile-samples.ts';
import { randomValue } from './hostile-values.ts';
import { asText, encodeLoosely, headerSafe, jsonText, queryText } from './request-encoding.ts';

/**
 * Requests for any route of the app, built from the schemas Fastify holds for it: a valid one, the
 * same with one field at a time made hostile, and random ones. Used by the hostile-requests suite.
 */

export type Identity = 'anonymous' | 'customer' | 'admin' | 'forged';

const ENVELOPES = ['json', 'malformed', 'text', 'empty', 'oversized'] as const;
type Envelope = (typeof ENVELOPES)[number];

export interface WalkRequest {
  identity: Identity;
  forgery: number;
  params: Record<string, unknown>;
  query: unknown;
  headers: Record<string, unknown>;
  body: unknown;
  envelope: Envelope;
}

const tokens = createTokenService(TEST_JWT_SECRET, 3600);
const foreignTokens = createTokenService('another-secret-that-is-long-enough-for-hs256', 3600);

/** Records that exist for one route's requests, made fresh so one route cannot spoil the next. */
export async function createWorld(t: TestApp) {
  const customer = await createAccount(t.db, { name: 'Walker Customer' });
  const admin = await createAccount(t.db, { name: 'Walker Admin', isAdmin: true });
  const product = await createProduct(t.db, { countInStock: 1000 });

  /** A bearer header for the account's current token version, as signing in would give. */
  async function bearer(userId: string): Promise<string> {
    const [row] = await t.db.select({ version: users.tokenVersion }).from(users).where(eq(users.id, userId));
    return `Bearer ${await tokens.sign({ userId, version: row?.version ?? 0 })}`;
  }

  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: await bearer(customer.id) },
    payload: {
      orderItems: [{ product: product.id, qty: 1 }],
      shippingAddress: { address: '1 Main Street', city: 'Springfield', postalCode: '12345', country: 'USA' },
      paymentMethod: 'TestCard',
    },
  });
  const order = placed.json<Order>();
  const ids = [customer.id, admin.id, product.id, order._id];

  const forgeries = [
    'Bearer',
    'Bearer not.a.token',
    'Basic YWRtaW46YWRtaW4=',
    `Bearer ${await foreignTokens.sign({ userId: admin.id, version: 0 })}`,
    `Bearer ${await tokens.sign({ userId: 'admin', version: 0 })}`,
    `Bearer ${await tokens.sign({ userId: admin.id.toUpperCase(), version: 99 })}`,
  ];

  return {
    known: { ids: [...ids, ...ids.map((id) => id.toUpperCase())] },
    forgeries: forgeries.length,

    /** A real id for a field: by its name (`product`, `userId`), or for `id` by the route's resource. */
    pickId(field: string, url: string): string {
      const resource = field === 'id' || field === '_id' ? (/\/(\w+)\/:/.exec(url)?.[1] ?? '') : field;
      if (resource.startsWith('user')) return customer.id;
      if (resource.startsWith('order')) return order._id;
      return product.id;
    },

    async authorization(identity: Identity, forgery: number): Promise<Record<string, string>> {
      if (identity === 'anonymous') return {};
      if (identity === 'forged') return { authorization: forgeries[forgery % forgeries.length] ?? 'Bearer' };
      return { authorization: await bearer(identity === 'admin' ? admin.id : customer.id) };
    },
  };
}

export type World = Awaited<ReturnType<typeof createWorld>>;

interface RouteParts {
  params: Schema;
  query: Schema | undefined;
  headers: Schema | undefined;
  /** Undefined for methods that carry no body. */
  body: Schema | undefined;
}

function partsOf(route: CataloguedRoute): RouteParts {
  const schema = (route.schema ?? {}) as Record<string, Schema | undefined>;
  const names = [...route.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  const declared = (schema.params?.properties ?? {}) as Record<string, Schema>;
  const params: Schema = {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, declared[name] ?? { type: 'string' }])),
    required: names,
  };
  const takesBody = route.method !== 'GET' && route.method !== 'HEAD';
  return {
    params,
    query: schema.querystring,
    headers: schema.headers,
    body: takesBody ? (schema.body ?? { type: 'object' }) : undefined,
  };
}

/** The most an ordinary caller of the route could be: its own kind of user. */
function rightfulIdentity(route: CataloguedRoute): Identity {
  return route.access === 'public' ? 'anonymous' : route.access === 'admin' ? 'admin' : 'customer';
}

/** A request the route should accept. */
export function validRequest(route: CataloguedRoute, world: World): WalkRequest {
  const parts = partsOf(route);
  const example = (schema: Schema | undefined) =>
    schema ? exampleValue(schema, '', (field) => world.pickId(field, route.url)) : undefined;
  return {
    identity: rightfulIdentity(route),
    forgery: 0,
    params: example(parts.params) as Record<string, unknown>,
    query: example(parts.query),
    headers: (example(parts.headers) ?? {}) as Record<string, unknown>,
    body: example(parts.body),
    envelope: 'json',
  };
}

/** The valid request with one thing wrong at a time: each field in turn, the caller, the body's form. */
export function oneThingWrong(route: CataloguedRoute, world: World): WalkRequest[] {
  const base = validRequest(route, world);
  const parts = partsOf(route);
  const variants: WalkRequest[] = [];
  for (const part of ['params', 'query', 'headers', 'body'] as const) {
    const schema = parts[part];
    if (!schema) continue;
    for (const { path, schema: field } of fieldsOf(schema)) {
      for (const value of hostileSamples(field)) {
        variants.push({ ...base, [part]: replacedAt(base[part], path, value) });
      }
    }
  }
  for (let forgery = 0; forgery < world.forgeries; forgery++)
    variants.push({ ...base, identity: 'forged', forgery });
  variants.push({ ...base, identity: 'anonymous' }, { ...base, identity: 'customer' });
  if (parts.body) for (const envelope of ENVELOPES) variants.push({ ...base, envelope });
  return variants;
}

const identitiesFor: Record<CataloguedRoute['access'], Identity[]> = {
  public: ['anonymous', 'customer', 'admin', 'forged'],
  user: ['customer', 'customer', 'admin', 'anonymous', 'forged'],
  admin: ['admin', 'admin', 'admin', 'customer', 'forged'],
};

/** Random requests: every part generated from its schema, anything may be hostile at once. */
export function randomRequests(route: CataloguedRoute, world: World): fc.Arbitrary<WalkRequest> {
  const parts = partsOf(route);
  const value = (schema: Schema | undefined) =>
    schema ? randomValue(schema, world.known) : fc.constant(undefined);
  return fc.record({
    identity: fc.constantFrom(...identitiesFor[route.access]),
    forgery: fc.nat(),
    params: randomValue(parts.params, world.known).map((params) =>
      typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {},
    ),
    query: parts.query
      ? value(parts.query)
      : fc.constantFrom(undefined, withOwnKey({}, '__proto__', '1'), { q: '\u0000' }),
    headers: value(parts.headers).map((headers) =>
      typeof headers === 'object' && headers !== null ? (headers as Record<string, unknown>) : {},
    ),
    body: value(parts.body),
    envelope: fc.constantFrom<Envelope>('json', 'json', 'json', 'json', ...ENVELOPES),
  });
}

function urlOf(route: CataloguedRoute, request: WalkRequest): string {
  const path = route.url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) =>
    encodeLoosely(asText(request.params[name ?? '*'] ?? '')),
  );
  const query = request.query === undefined ? '' : queryText(request.query);
  return query ? `${path}?${query}` : path;
}

function bodyOf(envelope: Envelope, value: unknown): { payload: string; type: string } {
  const json = jsonText(value);
  switch (envelope) {
    case 'json':
      return { payload: json, type: 'application/json' };
    case 'malformed':
      return { payload: json.slice(0, -1), type: 'application/json' };
    case 'text':
      return { payload: json, type: 'text/plain' };
    case 'empty':
      return { payload: '', type: 'application/json' };
    case 'oversized':
      return { payload: `{"a":"${'x'.repeat(1024 * 1024)}"}`, type: 'application/json' };
  }
}

/** Sends the request the way a client on the wire would write it. */
export async function send(t: TestApp, route: CataloguedRoute, world: World, request: WalkRequest) {
  const headers: Record<string, string> = await world.authorization(request.identity, request.forgery);
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = headerSafe(asText(value));
  }
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: urlOf(route, request),
    headers,
  };
  if (request.body !== undefined) {
    const { payload, type } = bodyOf(request.envelope, request.body);
    headers['content-type'] = type;
    options.payload = payload;
  }
  return t.app.inject(options);
}
