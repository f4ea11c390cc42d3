import type { DataSource } from 'typeorm';
import { TOPICS, type PsdImportParsedEvent } from '@pod/contracts';
import { startConsumer, type EventBus, type Logger, type Subscription } from '@pod/service-kit';
import type { PsdImportService } from './psd-import.service';

export const PSD_IMPORT_RESULT_GROUP = 'artworks.psd-import';

/** media's answers to PSD imports (`media.psd-import.parsed`), each turned into the artwork in one transaction. */
export function startPsdImportResultConsumer(options: {
  bus: EventBus;
  db: DataSource;
  schema: string;
  service: PsdImportService;
  logger: Logger;
  afterCommit(): void;
}): Promise<Subscription> {
  return startConsumer<PsdImportParsedEvent>({
    bus: options.bus,
    dataSource: options.db,
    schema: options.schema,
    groupId: PSD_IMPORT_RESULT_GROUP,
    topics: [TOPICS.psdImportParsed],
    fromBeginning: true,
    logger: options.logger,
    handle: async (event, manager) => {
      await options.service.onParsed(manager, event.envelope.data);
      return async () => options.afterCommit();
    },
  });
}
