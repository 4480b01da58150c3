import http from 'node:http';

const REQUEST_TIMEOUT_MS = 60_000;

export interface HttpResponse {
  status: number;
  body: string;
  /** The bytes received, as sent (before any decoding): what a compressed answer cost the wire. */
  bytes: number;
}

export interface HttpClient {
  request(
    method: string,
    path: string,
    /** `body` is sent as JSON; `payload` as it is, with the caller's content type. */
    options?: { body?: unknown; payload?: Buffer; headers?: Record<string, string> },
  ): Promise<HttpResponse>;
  close(): void;
}

/**
 * A keep-alive HTTP/1.1 client for the bench's own load loops. node:http rather than fetch: less
 * overhead per request, so the latencies are the server's, and one socket per simulated shopper.
 */
export function createHttpClient(baseUrl: string, sockets: number): HttpClient {
  const origin = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  return {
    request(method, path, options = {}) {
      const json = options.body === undefined ? undefined : JSON.stringify(options.body);
      const payload = options.payload ?? json;
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            agent,
            host: origin.hostname,
            port: origin.port,
            method,
            path,
            timeout: REQUEST_TIMEOUT_MS,
            headers: {
              accept: 'application/json',
              ...(json === undefined ? {} : { 'content-type': 'application/json' }),
              ...(payload === undefined ? {} : { 'content-length': Buffer.byteLength(payload) }),
              ...options.headers,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const received = Buffer.concat(chunks);
              resolve({
                status: response.statusCode ?? 0,
                body: received.toString('utf8'),
                bytes: received.length,
              });
            });
            response.on('error', reject);
          },
        );
        request.on('timeout', () => request.destroy(new Error(`${method} ${path} timed out`)));
        request.on('error', reject);
        request.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
