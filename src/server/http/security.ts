import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type DoneWithPayload = (error: Error | null, payload?: unknown) => void;

/** What PayPal's JavaScript SDK and buttons load, allowed only when PayPal is configured. */
const PAYPAL_SOURCES = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];

/**
 * What Stripe's security guide lists for Stripe.js and its Payment Element, directive by
 * directive, allowed only when Stripe is configured (docs/decisions/0096-stripe-payments.md).
 */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://maps.googleapis.com'],
  connect: ['https://api.stripe.com', 'https://maps.googleapis.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
} as const;

/** A year, the usual minimum for browsers' HSTS preload lists. */
const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export interface SecurityOptions {
  paypal: boolean;
  /** Optional so that options written before Stripe existed read as "no Stripe". */
  stripe?: boolean;
  /** `auto`: only on responses to requests that came over HTTPS (as the trusted proxy says). */
  hsts: 'auto' | boolean;
}

function sendsHsts(request: FastifyRequest, hsts: SecurityOptions['hsts']): boolean {
  return hsts === 'auto' ? request.protocol === 'https' : hsts;
}

/** The policy's directives, in the order they are sent. */
function contentSecurityPolicy(options: Pick<SecurityOptions, 'paypal' | 'stripe'>): string {
  const paypal = options.paypal ? PAYPAL_SOURCES : [];
  const stripe = options.stripe ? STRIPE_SOURCES : { script: [], connect: [], frame: [] };
  const unique = (sources: readonly string[]) => [...new Set(sources)];
  const frames = unique([...paypal, ...stripe.frame]);
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...paypal, ...stripe.script])],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', ...paypal]],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", ...paypal, ...stripe.connect])],
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join(';');
}

/**
 * What a page, a script, a stylesheet or an image is sent with: everything a browser applies to a
 * document it renders. Written once at start (docs/performance.md).
 */
export function documentHeaders(
  options: Pick<SecurityOptions, 'paypal' | 'stripe'>,
): Readonly<Record<string, string>> {
  return Object.freeze({
    // A strict policy: scripts and styles come only from this origin and nothing inline runs, so
    // an injected tag is inert. The SPA is built without inline scripts for this.
    'content-security-policy': contentSecurityPolicy(options),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    // The old XSS auditor is gone from browsers, and where it lingers it opens holes: switched off.
    'x-xss-protection': '0',
  });
}

/**
 * What a JSON answer is sent with. A browser never renders JSON as a page, so the headers that
 * govern a page (its opener, referrer, prefetching, the XSS auditor) mean nothing here; what is
 * left keeps it data: never sniffed as HTML, never framed, never read by another site as a script
 * or an image, and nothing at all loaded or run should it be opened on its own.
 */
const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

function noStore(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: DoneWithPayload,
): void {
  void reply.header('cache-control', 'no-store');
  done(null, payload);
}

/**
 * Security headers on every response, chosen by what it is once it is ready to go: JSON or a
 * document. They are set before the hooks of an encapsulated plugin run, so a page that needs its
 * own policy (the API reference) replaces it. Cross-origin isolation (COEP) is not sent: same-origin
 * images and scripts only, it would add nothing but risk.
 *
 * Responses about a signed-in user must never be stored by the browser or a shared cache, so they
 * cannot be read back after sign-out: any request with a token, and every route that needs one
 * (given `no-store` when it is added, from the access the route catalogue read off its hooks).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  const documents = documentHeaders(options);
  app.addHook('onRoute', (route) => {
    if ((route.config?.access ?? 'public') !== 'public')
      route.onSend = [route.onSend ?? []].flat().concat(noStore);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.headers(isJson(reply) ? JSON_HEADERS : documents);
    if (sendsHsts(request, options.hsts)) void reply.header('strict-transport-security', HSTS_VALUE);
    if (request.headers.authorization !== undefined) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
