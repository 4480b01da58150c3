import net from 'node:net';

/**
 * Asks the OS for an unused loopback port. There is a small race between closing this probe and
 * the real server binding, which is acceptable for a local benchmark.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('Could not allocate a free port'))));
    });
  });
}
