import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startNginx, type Nginx } from './harness.ts';

// The harness's nginx must carry a flash sale's crowd (docs/performance/flash.md): 1 000 shoppers,
// each on a connection of their own, all waiting for an answer at once. Every one of them holds
// two of nginx's connections (theirs and the one to an instance), and nginx closes waiting
// connections once fewer than a sixteenth of its connections are free: those shoppers got
// ECONNRESET instead of an answer. The instances here are stand-ins that hold every request until
// the whole crowd has either arrived or failed, so all of it is in nginx at the same time.
const CROWD = 1_000;

let nginx: Nginx | undefined;
const upstreams: http.Server[] = [];
let arrived = 0;
let failed = 0;
const held: http.ServerResponse[] = [];

function releaseWhenAllIn(): void {
  if (arrived + failed < CROWD) return;
  for (const response of held.splice(0)) response.end('{}');
}

function standInInstance(): Promise<number> {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      // startNginx waits for the health check to answer before the crowd comes.
      if (request.url === '/api/health') return void response.end('{}');
      held.push(response);
      arrived++;
      releaseWhenAllIn();
    });
  });
  upstreams.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  nginx = await startNginx([await standInInstance(), await standInInstance()]);
});

function nginxUrl(): URL {
  if (!nginx) throw new Error('nginx did not start');
  return new URL(nginx.url);
}

afterAll(async () => {
  await nginx?.stop();
  for (const server of upstreams) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

it('answers a crowd of 1 000 shoppers waiting at once, none reset', async () => {
  const url = nginxUrl();
  const agent = new http.Agent({ keepAlive: true, maxSockets: CROWD });
  const outcome = (): Promise<string> =>
    new Promise((resolve) => {
      const request = http.request(
        { agent, host: url.hostname, port: url.port, method: 'POST', path: '/api/orders' },
        (response) => {
          response.resume();
          response.on('end', () => resolve(String(response.statusCode)));
        },
      );
      request.on('error', (error) => {
        failed++;
        releaseWhenAllIn();
        resolve(error.message);
      });
      request.end('{}');
    });
  try {
    const outcomes = await Promise.all(Array.from({ length: CROWD }, outcome));
    const tally = new Map<string, number>();
    for (const answer of outcomes) tally.set(answer, (tally.get(answer) ?? 0) + 1);
    expect(Object.fromEntries(tally)).toEqual({ '200': CROWD });
  } finally {
    agent.destroy();
  }
});
