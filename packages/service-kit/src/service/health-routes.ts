import type { Express } from 'express';

/**
 * `/health` (the process answers) and `/ready` (its dependencies do: 200 or 503), the same on a
 * subgraph and on a worker process of a service, for compose healthchecks, the launcher and
 * the smoke run.
 */
export function mountHealthRoutes(app: Express, name: string, ready: () => Promise<boolean>): void {
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', service: name });
  });
  app.get('/ready', async (_req, res) => {
    const ok = await ready().catch(() => false);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : 'not ready', service: name });
  });
}
