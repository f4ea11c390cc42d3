import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FONT_FILES } from '../samples/fonts';
import { FIXTURE_IMAGES } from '../samples/images';

export interface FixtureServer {
  baseUrl: string;
  /** Requests served, by path: lets tests prove that loading went over HTTP. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A loopback HTTP server standing in for object storage: fonts and generated images, plus
 * `/slow/*` (answers after `slowMs`, for time-out tests), `/broken.png` (not an image) and
 * 404 for anything else. `extra` adds routes (the WYSIWYG page and its bundle).
 */
export async function startFixtureServer(
  options: { slowMs?: number; extra?: Record<string, { type: string; body: () => Buffer | string }> } = {},
): Promise<FixtureServer> {
  const cache = new Map<string, Buffer>();
  const hits = new Map<string, number>();
  const open = new Set<import('node:net').Socket>();
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits.set(path, (hits.get(path) ?? 0) + 1);
    res.setHeader('access-control-allow-origin', '*');
    const send = (type: string, body: Buffer | string) => {
      res.setHeader('content-type', type);
      res.end(body);
    };
    const extra = options.extra?.[path];
    if (extra) return send(extra.type, extra.body());
    if (path.startsWith('/slow/')) {
      const timer = setTimeout(() => send('image/png', 'late'), options.slowMs ?? 60_000);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (path === '/broken.png') return send('image/png', 'this is not a png');
    const font = path.startsWith('/fonts/') ? FONT_FILES[path.slice(7)] : undefined;
    if (font) return send('font/ttf', readFileSync(font));
    const image = path.startsWith('/images/') ? FIXTURE_IMAGES[path.slice(8)] : undefined;
    if (image) {
      if (!cache.has(path)) cache.set(path, image());
      return send('image/png', cache.get(path)!);
    }
    res.statusCode = 404;
    res.end('not found');
  });
  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
