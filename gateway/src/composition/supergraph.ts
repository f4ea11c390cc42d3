import { readFileSync } from 'node:fs';
import { ApolloGateway, IntrospectAndCompose } from '@apollo/gateway';
import { serviceBaseUrl, type Logger } from '@pod/service-kit';
import type { GatewayConfig } from '../config';
import { SignedDataSource } from './signed-data-source';

/**
 * The federated gateway: a committed/generated supergraph file when SUPERGRAPH_PATH is set
 * (production: the schema only changes on deploy), else composed at start-up by introspecting
 * the subgraphs, re-polled in development so a restarted service's new fields show up.
 * Subgraph URLs always come from the environment, also with a supergraph file.
 */
export function createFederatedGateway(config: GatewayConfig, logger: Logger): ApolloGateway {
  disableVendorTelemetry();
  const urlByName = new Map(config.subgraphs.map((s) => [s.name as string, s.url]));
  const buildService = ({ name, url }: { name: string; url?: string }) =>
    new SignedDataSource(urlByName.get(name) ?? url ?? '', config.internalSecret);

  if (config.supergraphPath) {
    return new ApolloGateway({
      supergraphSdl: readFileSync(config.supergraphPath, 'utf8'),
      buildService,
      logger,
    });
  }
  return new ApolloGateway({
    supergraphSdl: new IntrospectAndCompose({
      subgraphs: config.subgraphs.map((s) => ({ name: s.name, url: s.url })),
      pollIntervalInMs: config.pollIntervalMs ?? undefined,
      logger,
    }),
    buildService,
    logger,
  });
}

/**
 * @apollo/gateway reports usage metrics to Apollo and, to label them, probes cloud metadata
 * endpoints (AWS, GCP, Azure, Alibaba) on start-up. A back office must not phone home, and the
 * probes hit addresses outside this network. The library reads only this variable.
 */
function disableVendorTelemetry(): void {
  process.env.APOLLO_TELEMETRY_DISABLED = 'true';
}

/** Waits until every subgraph answers /health, so composition does not fail on a slow start. */
export async function waitForSubgraphs(config: GatewayConfig, logger: Logger): Promise<void> {
  const deadline = Date.now() + config.subgraphWaitMs;
  for (const subgraph of config.subgraphs) {
    const healthUrl = `${serviceBaseUrl(subgraph.url)}/health`;
    for (let attempt = 0; ; attempt++) {
      const ok = await fetch(healthUrl, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
      if (ok) break;
      if (Date.now() > deadline) {
        throw new Error(`gateway: subgraph ${subgraph.name} did not answer at ${healthUrl} within ${config.subgraphWaitMs} ms`);
      }
      if (attempt % 10 === 0) logger.info({ subgraph: subgraph.name, url: healthUrl }, 'waiting for subgraph');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
