import { randomInt } from 'node:crypto';
import net from 'node:net';

/**
 * Ports are drawn from below Linux's ephemeral range (32768–60999). A port the OS hands out for
 * `listen(0)` comes from that range, and so does the local port of every outgoing connection: a
 * port probed free there can be taken by any client socket (a pg pool, a fetch) in the moment
 * between the probe and the real listen — CI saw `EADDRINUSE` on such a port. Below 32768 only
 * listeners compete, and above 20000 no service of this suite or of the machine has a fixed port.
 */
const LOWEST = 20_000;
const HIGHEST = 32_767;
const ATTEMPTS = 50;

/** Ports already handed out by this process: two callers never get the same one. */
const handedOut = new Set<number>();

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * A port nobody listens on now, for servers whose address must be known before they start:
 * public URLs handed to other services, the embedded suite's ports in tests.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = randomInt(LOWEST, HIGHEST + 1);
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`No free port found between ${LOWEST} and ${HIGHEST} after ${ATTEMPTS} attempts.`);
}
