import { createServer } from 'node:net';

/** A port that was free a moment ago: the app needs its own origin (APP_URL, CSRF) before it listens. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('no TCP address'));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}
