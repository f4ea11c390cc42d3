import { describe, expect, it } from 'vitest';
import { createLogger } from '@pod/service-kit';
import { loadGatewayConfig } from '../config';
import { createFederatedGateway } from './supergraph';

describe('federated gateway', () => {
  it('turns off Apollo usage telemetry (and its cloud-metadata probes) before the gateway is built', () => {
    delete process.env.APOLLO_TELEMETRY_DISABLED;
    const config = loadGatewayConfig({ JWT_SECRET: 'j', INTERNAL_SECRET: 'i' });
    const gateway = createFederatedGateway(config, createLogger('gateway', 'silent'));
    expect(process.env.APOLLO_TELEMETRY_DISABLED).toBe('true');
    // With telemetry on, the gateway registers its meter provider for disposal.
    expect((gateway as unknown as { toDispose: unknown[] }).toDispose).toHaveLength(0);
  });
});
