import net from 'node:net';

/** A start-up problem the operator can fix, said in one line instead of a stack trace. */
export class StartupError extends Error {}

/** One line naming what is wrong with the address, or undefined for errors that need a stack. */
export function listenProblem(error: unknown, host: string, port: number): string | undefined {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'EADDRINUSE') {
    return `port ${port} on ${host} is already in use (is Easy-Buy already running?); set PORT to use another one`;
  }
  if (code === 'EACCES')
    return `port ${port} on ${host} needs privileges this user does not have; set PORT above 1023`;
  if (code === 'EADDRNOTAVAIL') return `HOST ${host} is not an address of this machine`;
  return undefined;
}

/**
 * Fails when the port cannot be listened on. Checked before the database is opened: the embedded
 * database allows one process, so a second start must stop before it touches the data.
 */
export function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => {
      const problem = listenProblem(error, host, port);
      reject(problem ? new StartupError(problem) : error);
    });
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}
