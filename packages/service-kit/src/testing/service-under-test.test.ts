import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '../auth/authorize';
import { createEventTablesMigration } from '../events/outbox';
import { runService, type RunningService } from '../service/run-service';
import { readServiceConfig } from '../service/service-config';
import { startServiceForTest, TEST_INTERNAL_SECRET, type ServiceStartOptions, type ServiceUnderTest } from './service-under-test';
import { testUser } from './test-user';

interface ProbeOptions extends ServiceStartOptions {
  greeting?: string;
}

/** A service shaped like the real ones (runService, env config), small enough for this test. */
function startProbeService(options: ProbeOptions): Promise<RunningService> {
  return runService<ServiceContext>({
    ...options,
    name: 'orders',
    schema: 'kit_probe',
    config: readServiceConfig('orders', {}, options.env).config,
    entities: [],
    migrations: [createEventTablesMigration('kit_probe')],
    typeDefs: gql`
      type Query { hello: String! secretSeen: Boolean! }
    `,
    resolvers: {
      Query: {
        hello: (_: unknown, __: unknown, ctx: ServiceContext) => `${options.greeting ?? 'hello'} ${ctx.user?.email ?? 'nobody'} from ${ctx.clientIp}`,
        secretSeen: () => options.env.INTERNAL_SECRET === TEST_INTERNAL_SECRET,
      },
    },
    setup: () => ({ context: (base) => base }),
  });
}

describe('startServiceForTest', () => {
  let probe: ServiceUnderTest<RunningService>;
  beforeAll(async () => {
    probe = await startServiceForTest('probe', startProbeService, { extra: { greeting: 'hi' }, clientIp: '198.51.100.9' });
  });
  afterAll(() => probe.stop());

  it('starts the service on a fresh database with the test secret, and calls it as the gateway does', async () => {
    const seller = testUser({ email: 'seller@test.local', roles: ['Seller'] });
    const res = await probe.call('{ hello secretSeen }', {}, seller);
    expect(res).toEqual({ data: { hello: 'hi seller@test.local from 198.51.100.9', secretSeen: true } });
    expect(probe.db.url).toMatch(/^postgres(ql)?:\/\//);
  });

  it('serves the service’s plain routes at baseUrl', async () => {
    const health = await fetch(`${probe.baseUrl}/health`);
    expect(await health.json()).toEqual({ status: 'ok', service: 'orders' });
  });
});
