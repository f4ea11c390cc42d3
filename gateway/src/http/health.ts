import type { Express } from 'express';
import type { ServiceName } from '@pod/contracts';
import type { EventBus } from '@pod/service-kit/events';
import { serviceBaseUrl } from '@pod/service-kit';

/**
 * `/health`: the process is up. `/ready`: the supergraph is loaded, every subgraph says it is
 * ready and the bus can publish; the per-dependency detail helps whoever reads the 503.
 */
export function mountHealth(app: Express, options: {
  subgraphs: Array<{ name: ServiceName; url: string }>;
  bus: EventBus | null;
  schemaLoaded: () => boolean;
}): void {
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  app.get('/ready', async (_req, res) => {
    const checks: Record<string, boolean> = { supergraph: options.schemaLoaded() };
    await Promise.all([
      ...options.subgraphs.map(async (s) => {
        checks[s.name] = await fetch(`${serviceBaseUrl(s.url)}/ready`, { signal: AbortSignal.timeout(3000) }).then((r) => r.ok, () => false);
      }),
      (async () => {
        if (options.bus) checks.bus = await options.bus.ready().catch(() => false);
      })(),
    ]);
    const ok = Object.values(checks).every(Boolean);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : 'not ready', service: 'gateway', checks });
  });
}
