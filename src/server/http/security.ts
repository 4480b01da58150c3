import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What PayPal's JavaScript SDK and buttons load, allowed only when PayPal is configured. */
const PAYPAL_SOURCES = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];

/** A year, the usual minimum for browsers' HSTS preload lists. */
const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export interface SecurityOptions {
  paypal: boolean;
  /** `auto`: only on responses to requests that came over HTTPS (as the trusted proxy says). */
  hsts: 'auto' | boolean;
}

function sendsHsts(request: FastifyRequest, hsts: SecurityOptions['hsts']): boolean {
  return hsts === 'auto' ? request.protocol === 'https' : hsts;
}

/**
 * Responses about a signed-in user (any request with a token, any route that needs one) must
 * never be stored by the browser or a shared cache, so they cannot be read back after sign-out.
 */
function isPrivate(request: FastifyRequest): boolean {
  return (
    request.headers.authorization !== undefined ||
    (request.routeOptions.config.access ?? 'public') !== 'public'
  );
}

/** The policy's directives, in the order they are sent. */
function contentSecurityPolicy(paypal: readonly string[]): string {
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...paypal]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', ...paypal]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...paypal]],
    ['frame-src', paypal.length > 0 ? paypal : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join(';');
}

/**
 * The headers every response carries. They depend only on the configuration, so they are written
 * once at start and every response is given the same object (docs/decisions/0085-cached-reads-end-to-end.md).
 */
export function securityHeaders(options: Pick<SecurityOptions, 'paypal'>): Readonly<Record<string, string>> {
  return Object.freeze({
    // A strict policy: scripts and styles come only from this origin and nothing inline runs, so
    // an injected tag is inert. The SPA is built without inline scripts for this.
    'content-security-policy': contentSecurityPolicy(options.paypal ? PAYPAL_SOURCES : []),
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
 * Security headers on every response. Set when the request arrives, so a response that sets its
 * own policy (the API reference page) replaces it. HSTS and `no-store` depend on the request.
 * Cross-origin isolation (COEP) is not sent: same-origin images and scripts only, it would add
 * nothing but risk.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (sendsHsts(request, options.hsts)) void reply.header('strict-transport-security', HSTS_VALUE);
    if (isPrivate(request)) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
