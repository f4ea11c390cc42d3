import { createRequire } from 'node:module';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_PORTS } from '@pod/contracts';
import { createLogger } from '@pod/service-kit';
import { gatewayUrlFromEnv, serveFrontend, type FrontendApp } from './serve';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const APPS: FrontendApp[] = ['shell', 'mfe-orders', 'mfe-catalog', 'mfe-design', 'mfe-ai-banner'];

/**
 * `npm run dev -w <app>`: webpack in watch mode (development build) and the same server as
 * production. For a remote, its own page is the standalone host (src/standalone.tsx): it signs
 * in through the gateway of GATEWAY_URL (default localhost:4000) and shows only that remote.
 */
export async function dev(app: FrontendApp, port: number) {
  const logger = createLogger(`dev:${app}`, process.env.LOG_LEVEL ?? 'info');
  const appDir = join(REPO_ROOT, app);
  const require = createRequire(join(appDir, 'package.json'));
  const webpack = require('webpack') as typeof import('webpack');
  const makeConfig = require(join(appDir, 'webpack.config.cjs')) as (env: unknown, argv: { mode: string }) => import('webpack').Configuration;
  const compiler = webpack(makeConfig({}, { mode: 'development' }));

  await new Promise<void>((ready) => {
    let first = true;
    compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
      if (error) logger.error({ err: error }, 'webpack failed');
      else if (stats?.hasErrors()) logger.error(stats.toString({ all: false, errors: true, colors: false }));
      else logger.info({ ms: stats ? stats.endTime - stats.startTime : undefined }, `${app} built`);
      if (first) {
        first = false;
        ready();
      }
    });
  });

  const served = await serveFrontend({ app, port, gatewayUrl: gatewayUrlFromEnv(process.env), host: process.env.HOST });
  logger.info(`${app} at ${served.url}${app === 'shell' ? '' : ' (standalone host; the shell loads /mf-manifest.json)'}`);
  const shutdown = () => compiler.close(() => void served.stop().finally(() => process.exit(0)));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [app, portArg] = process.argv.slice(2) as [FrontendApp | undefined, string | undefined];
  if (!app || !APPS.includes(app)) {
    process.stderr.write(`usage: dev.ts <${APPS.join('|')}> [port]\n`);
    process.exit(2);
  }
  dev(app, Number(portArg ?? process.env.PORT ?? DEFAULT_PORTS[app])).catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
    process.exit(1);
  });
}
