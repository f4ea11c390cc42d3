import type { DataSource } from 'typeorm';
import { TOPICS, type DesignFailedEvent, type DesignGeneratedEvent, type DesignStartedEvent, type SiteUpdatedEvent } from '@pod/contracts';
import { startConsumer, type EventBus, type Logger, type Subscription } from '@pod/service-kit';
import type { DesignsService } from './designs.service';

export interface DesignConsumersOptions {
  bus: EventBus;
  db: DataSource;
  schema: string;
  logger: Logger;
  designs: DesignsService;
  afterCommit: () => void;
}

/**
 * What orders consumes for designs (idempotent consumers of service-kit, ARCHITECTURE §6):
 * media's render news (started, generated, failed), and the sites' Auto Accept Design setting kept in a local table
 * (an event rather than a call to users-sites at settle time: the result handler then needs
 * no other service, and the setting is read in the same transaction that moves the order).
 */
export async function startDesignConsumers(options: DesignConsumersOptions): Promise<Subscription[]> {
  const { bus, db, schema, logger, designs, afterCommit } = options;
  const results = await startConsumer<DesignStartedEvent | DesignGeneratedEvent | DesignFailedEvent>({
    bus, dataSource: db, schema, logger,
    groupId: 'orders.design-results',
    // Started travels on its own topic, so it may arrive after the result: recordStarted only moves a Pending design.
    topics: [TOPICS.designStarted, TOPICS.designGenerated, TOPICS.designFailed],
    handle: async ({ topic, envelope }, manager) => {
      const changed = topic === TOPICS.designStarted
        ? await designs.recordStarted(manager, envelope.data as DesignStartedEvent)
        : topic === TOPICS.designGenerated
          ? await designs.recordGenerated(manager, envelope.data as DesignGeneratedEvent)
          : await designs.recordFailed(manager, envelope.data as DesignFailedEvent);
      if (!changed) logger.debug({ topic, eventId: envelope.id, designId: envelope.data.designId }, 'design result ignored (stale request or already applied)');
      return changed ? async () => afterCommit() : undefined;
    },
  });
  const sites = await startConsumer<SiteUpdatedEvent>({
    bus, dataSource: db, schema, logger,
    groupId: 'orders.site-settings',
    topics: [TOPICS.siteUpdated],
    fromBeginning: true,
    handle: async ({ envelope }, manager) => {
      // Older events and other actions do not carry the setting; the last one that does wins.
      if (typeof envelope.data.autoAcceptDesign === 'boolean') await designs.recordSiteSetting(manager, envelope.data.siteId, envelope.data.autoAcceptDesign);
    },
  });
  return [results, sites];
}
