import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS, type DesignUpdatedEvent } from '@pod/contracts';
import { startArtworksService } from '@pod/artworks';
import { startMediaTestEnv, type MediaTestEnv } from '@pod/media/testing';
import { createLogger, InProcessEventBus, openDatabase, signUserContext, type RunningService } from '@pod/service-kit';
import { startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { ORDERS_ENTITIES } from '../database/entities';
import { ORDERS_MIGRATIONS } from '../database/migrations';
import { startOrdersService } from '../index';
import { insertOrderFixture } from '../orders/order-fixture';
import { OrderEntity } from '../orders/order.entity';
import { OrderDesignEntity } from './order-design.entity';
import { requestDesignRenders } from './request-designs';

/** The seeded demo artwork (version 1) media's seed stores the pictures of. */
const DEMO_ARTWORK = '00000000-0000-4000-a004-000000000101';
const seller = testUser(['Seller']);
const bus = new InProcessEventBus({ logger: createLogger('render-flow.test', 'silent'), redeliveryDelayMs: 10 });

let artworks: ServiceUnderTest<RunningService>;
let media: MediaTestEnv;
let orders: ServiceUnderTest<RunningService>;
let db: DataSource;
const updates: DesignUpdatedEvent[] = [];
let heard: () => void = () => {};

beforeAll(async () => {
  artworks = await startServiceForTest('artworks', startArtworksService, { env: { SEED_DEMO_DATA: 'true' }, bus });
  media = await startMediaTestEnv({ bus, seed: true, env: { ARTWORKS_URL: artworks.service.url, RENDER_THREADS: '1' } });
  orders = await startServiceForTest(SERVICE_NAME, startOrdersService, { bus, env: { MEDIA_URL: media.service.url, DESIGN_SWEEP_MS: '0' } });
  db = await openDatabase({ url: orders.db.url, schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS });
  await bus.subscribe({
    groupId: 'render-flow-probe',
    topics: [TOPICS.designUpdated],
    handler: async ({ envelope }) => {
      updates.push(envelope.data as DesignUpdatedEvent);
      heard();
    },
  });
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await orders?.stop();
  await media?.stop();
  await artworks?.stop();
  await bus.close();
});

describe('print files end to end (orders + media + artworks on the in-process bus)', () => {
  it('requests the design, media renders the pinned version, and orders completes it and moves the order to review', { timeout: 90_000 }, async () => {
    const { order, designs } = await insertOrderFixture(db, { site_id: randomUUID(), seller_id: seller.id, status: 'processing' }, [
      { base_print_area_id: randomUUID(), base_print_area_name: 'Front', artwork_id: DEMO_ARTWORK, artwork_version: 1, width: 375, height: 450, dpi: 100 },
    ]);
    const current = await db.getRepository(OrderEntity).findOneByOrFail({ id: order.id });
    await db.transaction((manager) => requestDesignRenders(manager, null, current, designs));
    const designId = designs[0]!.id;
    const done = () => updates.find((update) => update.designId === designId && (update.status === 'Completed' || update.status === 'Error'));
    await new Promise<void>((resolve) => {
      heard = () => done() && resolve();
      heard();
    });
    expect(done()).toMatchObject({ status: 'Completed', orderStatus: 'pending_review', width: 375, height: 450, preflight: { ok: true, effectiveDpi: 100 } });
    const design = await db.getRepository(OrderDesignEntity).findOneByOrFail({ id: designId });
    expect(design).toMatchObject({ status: 'Completed', file_width: 375, file_height: 450, file_dpi: 100, is_custom: false });
    expect(design.render_ms).toBeGreaterThan(0);
    // The file is media's: the print file of this request, with its pixel size.
    const info = await fetch(`${media.baseUrl}/internal/files/${design.file_id}/image-info`, { headers: signUserContext(null, media.secret) });
    expect(await info.json()).toMatchObject({ width: 375, height: 450, key: design.file_key });
  });
});
