import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOPICS, type EventEnvelope, type PsdImportParsedEvent, type PsdImportRequestedEvent } from '@pod/contracts';
import { InProcessEventBus, type EventBus, type RunningWorker } from '@pod/service-kit';
import { TEST_INTERNAL_SECRET } from '@pod/service-kit/testing';
import { PSD_IMPORT_MESSAGES } from '@pod/render';
import { loadMediaConfig } from './config';
import { startMediaRenderProcess } from './render-workers';
import { startMediaTestEnv, type MediaTestEnv } from './testing/media-test-env';

/** The bus as one process sees it, recording the consumer groups that process joins. */
function recording(bus: EventBus, groups: string[]): EventBus {
  return {
    kind: bus.kind,
    publish: (topic, events) => bus.publish(topic, events),
    subscribe: (options) => {
      groups.push(options.groupId);
      return bus.subscribe(options);
    },
    ready: () => bus.ready(),
    close: () => bus.close(),
  };
}

const bus = new InProcessEventBus();
const subgraphGroups: string[] = [];
const renderGroups: string[] = [];
const answers: PsdImportParsedEvent[] = [];
let media: MediaTestEnv;
let render: RunningWorker | undefined;

beforeAll(async () => {
  await bus.subscribe({ groupId: 'render-split-probe', topics: [TOPICS.psdImportParsed], handler: async ({ envelope }) => void answers.push(envelope.data as PsdImportParsedEvent) });
  media = await startMediaTestEnv({ bus: recording(bus, subgraphGroups), env: { MEDIA_CONSUMERS: 'off' } });
});
afterAll(async () => {
  await render?.stop();
  await media?.stop();
  await bus.close();
});

const request = (data: PsdImportRequestedEvent): EventEnvelope<PsdImportRequestedEvent> => ({
  id: randomUUID(),
  type: TOPICS.psdImportRequested,
  occurredAt: new Date().toISOString(),
  key: data.token,
  version: 1,
  data,
});

describe("media's render process", () => {
  it('takes the render requests a subgraph with MEDIA_CONSUMERS=off leaves, and answers them through the outbox', async () => {
    // The subgraph serves its API but joins no render consumer group.
    expect((await fetch(`${media.baseUrl}/ready`)).status).toBe(200);
    expect(subgraphGroups).toEqual([]);
    const waiting = request({ token: randomUUID(), userId: randomUUID(), fileId: randomUUID() });
    await bus.publish(TOPICS.psdImportRequested, [waiting]);

    render = await startMediaRenderProcess({
      env: {
        DATABASE_URL: media.db.url,
        INTERNAL_SECRET: TEST_INTERNAL_SECRET,
        S3_ENDPOINT: media.s3Endpoint,
        S3_ACCESS_KEY: 'S3RVER',
        S3_SECRET_KEY: 'S3RVER',
        S3_BUCKET: media.bucket,
        LOG_LEVEL: 'silent',
      },
      bus: recording(bus, renderGroups),
      port: 0,
    });
    expect(renderGroups.sort()).toEqual(['media.artwork-preview-render', 'media.artwork-print-file-render', 'media.design-render', 'media.product-mockup-render', 'media.psd-import']);
    expect(await (await fetch(`${render.url}/health`)).json()).toEqual({ status: 'ok', service: 'media-render' });
    expect((await fetch(`${render.url}/ready`)).status).toBe(200);
    // No subgraph in this process: only the health endpoint answers.
    expect((await fetch(`${render.url}/graphql`, { method: 'POST' })).status).toBe(404);

    // The request published before it started is consumed from the beginning and answered once.
    await vi.waitFor(() => expect(answers.map((a) => a.token)).toEqual([waiting.data.token]), { timeout: 20_000, interval: 50 });
    expect(answers[0]).toEqual({ token: waiting.data.token, userId: waiting.data.userId, ok: false, error: PSD_IMPORT_MESSAGES.missing });
  });

  it('reads MEDIA_CONSUMERS as on (the default) or off, and refuses anything else', () => {
    const env = { DATABASE_URL: 'postgres://x/y', INTERNAL_SECRET: 'secret', S3_ENDPOINT: 'http://127.0.0.1:9', S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 'b' };
    expect(loadMediaConfig(env).consumers).toBe(true);
    expect(loadMediaConfig({ ...env, MEDIA_CONSUMERS: 'off' }).consumers).toBe(false);
    expect(() => loadMediaConfig({ ...env, MEDIA_CONSUMERS: 'no' })).toThrow('MEDIA_CONSUMERS must be on or off (got "no")');
    expect(loadMediaConfig({ ...env, MEDIA_RENDER_PORT: '4115' }).renderPort).toBe(4115);
  });
});
