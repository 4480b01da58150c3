/** What other modules use of http/ (docs/architecture.md); everything else here is its own. */
export { AccessLogController } from './access-log.ts';
export { sendCachedJson } from './cached-json.ts';
export { clientNetwork, createNetworkKeyer } from './client-address.ts';
export { registerErrorHandler } from './error-handler.ts';
export { loggerOptions, type LogDestination } from './logging.ts';
export { acceptsEncoding } from './page-compression.ts';
export { openLogOutput, type LogOutput } from './log-output.ts';
export { requestLoggerFactory } from './request-logger.ts';
export { createRouteCatalogue, type CataloguedRoute } from './route-catalogue.ts';
export { acceptFormPosts, sendButtonPage, sendLinkPage } from './link-page.ts';
export { registerSecurityHeaders } from './security.ts';
export { YEAR, notFoundHandler, registerClient, registerUploads } from './static-files.ts';
export { registerStalledRequestAnswer, serverTimeoutOptions, type RequestTimeouts } from './timeouts.ts';
export { ajvOptions, keepUndeclaredHeaders, parseQuery, registerValidationGuards } from './validation.ts';
