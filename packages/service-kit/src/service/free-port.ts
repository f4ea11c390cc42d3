import net from 'node:net';

/**
 * A port nobody listens on now (the OS picks it), for servers whose address must be known before
 * they start: public URLs handed to other services, the embedded suite's ports in tests.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
