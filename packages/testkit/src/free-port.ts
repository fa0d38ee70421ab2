import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 free at the time of asking: the system picks one for a probe server,
 * which closes at once. For a child process (the server, Prism, a PostgreSQL cluster) that is
 * told its port.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no port given'))));
    });
  });
}
