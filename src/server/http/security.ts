import helmet from '@fastify/helmet';
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

/**
 * A strict Content-Security-Policy: scripts and styles come only from this origin and nothing
 * inline runs, so an injected tag is inert. The SPA is built without inline scripts for this.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const paypal = options.paypal ? PAYPAL_SOURCES : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paypal],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...paypal],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...paypal],
        frameSrc: options.paypal ? paypal : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Same-origin images and scripts only; these isolation headers would add nothing but risk.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below, and only where it means something: over plain HTTP it is ignored at best.
    hsts: false,
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (sendsHsts(request, options.hsts)) void reply.header('strict-transport-security', HSTS_VALUE);
    if (isPrivate(request)) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
