import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import express from 'express';
import cors from 'cors';
import expressStaticGzip from 'express-static-gzip';
import { DEFAULT_PORTS } from '@pod/contracts';
import { createLogger } from '@pod/service-kit';
import { resolveRemotes } from './remotes';

export type FrontendApp = 'shell' | 'mfe-orders' | 'mfe-catalog' | 'mfe-design' | 'mfe-ai-banner';

export interface ServeFrontendOptions {
  app: FrontendApp;
  port: number;
  /** The GraphQL endpoint the browser calls, written into /config.js. */
  gatewayUrl: string;
  /** Remote name → manifest URL (or base URL); defaults from env, then local default ports. */
  remotes?: Record<string, string>;
  /** Interface to listen on (default: all). */
  host?: string;
  /** Host name used in the returned URL and default remote URLs (default localhost). */
  publicHost?: string;
  /** Folder holding the built bundle (default `<repo>/<app>/dist`). */
  distDir?: string;
}

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Build files with stable names that point at the current build's chunks (a redeployed remote
 * shows without rebuilding the shell): the browser revalidates them on every load (no-cache), and
 * an unchanged one costs a 304 instead of its bytes.
 */
const REVALIDATE = /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|main\.js)$/;
/** Content-hashed chunks and assets (`123.abcd1234.js`, `logo.abcd1234.png`) never change under their name. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|ttf|png|jpe?g|gif|svg|webp|ico)$/;
/** The build's precompressed copies (`x.js.br`, `x.js.gz`) are cached like the file they encode. */
const PRECOMPRESSED = /\.(br|gz)$/;

function revalidate(res: ServerResponse) {
  res.setHeader('Cache-Control', 'no-cache');
}

/** What the server writes at run time (config.js, remotes.json): never kept. */
function noStore(res: ServerResponse) {
  res.setHeader('Cache-Control', 'no-cache, no-store, must-revalidate');
}

/**
 * Serves one built front end: static `<app>/dist` with CORS (the shell fetches remotes from
 * other origins), `/config.js` with the gateway URL chosen at run time, `/remotes.json` (where
 * the remotes are) and the SPA fallback to index.html for deep links.
 */
export async function serveFrontend(opts: ServeFrontendOptions): Promise<{ url: string; stop(): Promise<void> }> {
  const logger = createLogger(`frontend:${opts.app}`, process.env.LOG_LEVEL ?? 'info');
  const publicHost = opts.publicHost ?? 'localhost';
  const dist = opts.distDir ?? join(REPO_ROOT, opts.app, 'dist');
  const remotes = resolveRemotes(opts.remotes, process.env, publicHost);
  const configJs = `window.__POD_CONFIG__ = ${JSON.stringify({ gatewayUrl: opts.gatewayUrl })};\n`;

  const app = express();
  app.disable('x-powered-by');
  app.use(cors());

  app.get('/config.js', (_req, res) => {
    noStore(res);
    res.type('application/javascript').send(configJs);
  });
  // Every app serves it: the shell needs it, and a remote's standalone host may load a sibling.
  app.get('/remotes.json', (_req, res) => {
    noStore(res);
    res.json(remotes);
  });
  app.get('/healthz', (_req, res) => {
    res.json({ app: opts.app, built: existsSync(join(dist, 'index.html')) });
  });

  // Sends the build's .br / .gz copy when Accept-Encoding allows (brotli first), with the original
  // file's Content-Type and Vary: Accept-Encoding; otherwise the file itself.
  app.use(
    expressStaticGzip(dist, {
      index: false,
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: {
        index: false,
        fallthrough: true,
        setHeaders(res, filePath) {
          const original = filePath.replace(PRECOMPRESSED, '');
          if (REVALIDATE.test(original)) revalidate(res);
          else if (HASHED.test(original)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        },
      },
    }),
  );

  // SPA fallback: any other GET that is not a file (no extension) gets the app's page.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (/\.[a-z0-9]+$/i.test(req.path)) return res.status(404).type('text/plain').send('Not found');
    const index = join(dist, 'index.html');
    revalidate(res);
    if (!existsSync(index)) {
      return res
        .status(503)
        .type('text/html')
        .send(`<!doctype html><title>${opts.app} not built</title><p>${opts.app} is not built yet: run <code>npm run build -w @pod/${opts.app}</code>.</p>`);
    }
    res.sendFile(index);
  });

  if (!existsSync(join(dist, 'index.html'))) logger.warn({ dist }, `${opts.app} is not built; run npm run build -w @pod/${opts.app}`);

  const server = await new Promise<import('node:http').Server>((resolveListen, reject) => {
    const s = app.listen(opts.port, opts.host ?? '::', (error?: Error) => (error ? reject(error) : resolveListen(s)));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${publicHost}:${port}`;
  logger.info({ url, dist }, `${opts.app} served`);

  return {
    url,
    stop: () =>
      new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()));
        server.closeAllConnections();
      }),
  };
}

function isFrontendApp(value: string | undefined): value is FrontendApp {
  return !!value && value in DEFAULT_PORTS && (value === 'shell' || value.startsWith('mfe-'));
}

/** Gateway URL for the browser from the environment (GATEWAY_PUBLIC_URL, GATEWAY_URL). */
export function gatewayUrlFromEnv(env: Record<string, string | undefined>): string {
  const base = env.GATEWAY_PUBLIC_URL || env.GATEWAY_URL || `http://localhost:${DEFAULT_PORTS.gateway}/graphql`;
  return /\/graphql\/?$/.test(base) ? base : `${base.replace(/\/+$/, '')}/graphql`;
}

/** CLI: `node --import tsx infra/src/frontends/serve.ts <app> [port]`. */
async function main(argv: string[]) {
  const [app, portArg] = argv;
  if (!isFrontendApp(app)) {
    process.stderr.write('usage: serve.ts <shell|mfe-orders|mfe-catalog|mfe-design|mfe-ai-banner> [port]\n');
    process.exit(2);
  }
  const port = Number(portArg ?? process.env.PORT ?? DEFAULT_PORTS[app]);
  const served = await serveFrontend({ app, port, gatewayUrl: gatewayUrlFromEnv(process.env), host: process.env.HOST });
  const shutdown = () => void served.stop().finally(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
    process.exit(1);
  });
}
