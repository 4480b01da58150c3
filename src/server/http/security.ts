import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * A strict Content-Security-Policy: scripts and styles come only from this origin and nothing
 * inline runs, so an injected tag is inert. The SPA is built without inline scripts for this.
 */
/** What PayPal's JavaScript SDK and buttons load, allowed only when PayPal is configured. */
const PAYPAL_SOURCES = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { paypal: boolean },
): Promise<void> {
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
  });
}
