import { connect } from 'node:net';

/**
 * Path shapes that Express, http-proxy-middleware and the services could each read differently
 * (issue 21, fault 1: `GET /media\x` passed the token gate unmatched, was forwarded anyway and
 * the signing callback's throw ended the process). `{p}` is a proxied prefix such as `/media`.
 */
export const NON_CANONICAL_PATH_SHAPES = [
  '{p}\\x',
  '{p}\\',
  '{p}%5cx',
  '{p}%5Cx',
  '{p}%2fx',
  '{p}%2Fx',
  '{p}/%2e%2e/graphql',
  '{p}/%2E/x',
  '{p}/../graphql',
  '{p}/./x',
  '{p}/x/..',
  '/{p}',
  '{p}//x',
  '/x/..{p}',
  '{p}/x%00',
  '{p}/x%0d%0aX-Injected: 1',
  '{p}/%zz',
];

/** Sends one HTTP/1.1 request exactly as written (fetch would normalise the path first). */
export function rawRequest(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
      resolve({ status, body: data.slice(data.indexOf('\r\n\r\n') + 4) });
    });
    const lines = [`GET ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  });
}
