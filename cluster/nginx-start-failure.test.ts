import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { startNginx } from './harness.ts';

// When nginx starts but the shop behind it never answers its health check, the harness gives up.
// It must then leave nothing behind: nginx's master and its worker both gone, and the port free.
// A master killed outright leaves its worker running, still listening, for the rest of the run.
const neverReady = http.createServer((_request, response) => {
  response.writeHead(503).end();
});

afterAll(() => new Promise<void>((resolve) => neverReady.close(() => resolve())));

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

it('when the shop behind nginx never answers, then startNginx fails and no nginx process is left listening', async () => {
  await new Promise<void>((resolve) => neverReady.listen(0, '127.0.0.1', resolve));
  const upstream = (neverReady.address() as AddressInfo).port;

  const failure = await startNginx([upstream], { readyWithinMs: 1_000 }).then(
    () => undefined,
    (error: unknown) => String(error),
  );

  expect(failure).toMatch(/nginx at http:\/\/127\.0\.0\.1:\d+ not ready after 1000 ms/);
  const port = Number(/127\.0\.0\.1:(\d+)/.exec(failure ?? '')?.[1]);
  expect(await connects(port)).toBe(false);
});
