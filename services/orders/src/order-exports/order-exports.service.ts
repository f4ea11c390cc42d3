import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { Stringifier } from 'csv-stringify';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { can, canReadOrderExport, type OrderExportChangedEvent, type OrderStatus } from '@pod/contracts';
import { badInput, conflict, isUuid, notFound, pageArgs, type Logger, type PageBounds, type UserContext } from '@pod/service-kit';
import type { OrderFilter } from '../generated/resolvers-types';
import type { ExportColumn } from '../export-templates/export-template.entity';
import { templateHeader, templateRow, type ExportOrderRow } from '../export-templates/export-columns';
import { OrderDesignEntity, type OrderDesign } from '../designs/order-design.entity';
import type { PresignDownload } from '../designs/media-files';
import { parseOrderFilter } from '../order-list/order-filter';
import { applyListFilters } from '../order-list/order-list.service';
import { OrderHistoryEntity } from '../orders/order-history.entity';
import { OrderEntity, type Order } from '../orders/order.entity';
import { OrderExportEntity, type OrderExport } from './order-export.entity';
import type { MediaExportFiles } from './media-export-files';
import { personName, type ExportFacts, type FindExportFacts } from './export-facts';
import { enqueueExportChanged } from './export-events';
import { createCsvWriter } from './csv-writer';

dayjs.extend(utc);

export const ORDER_EXPORT_MESSAGES = {
  templateNotFound: 'Export template not found',
  notFound: 'Export not found',
  nothingToExport: 'There are no accepted orders to export',
  onlyAccepted: 'Only accepted orders can be exported',
  notReady: 'The export file is not ready yet',
  failed: 'The export failed; its orders are back in Accepted Design',
  interrupted: 'The export stopped before it finished (its server went away); its orders are back in Accepted Design',
} as const;

/** Progress events of one export at most this often (4 a second); the outcome is always announced. */
export const EXPORT_PROGRESS_EVENT_MS = 250;

/** Stale exports failed per sweep round; the next round takes the rest. */
const SWEEP_BATCH = 100;

/** Why an export is failed: the readable error it keeps, and the history entry its orders get. */
interface FailReason {
  error: string;
  history: (fileName: string) => string;
  /** Only if its heartbeat is older than this (the sweep): a job that beat meanwhile is left alone. */
  staleMs?: number;
}

/** What a CSV needs of a template: its name (for the history entry) and its columns. */
export interface ExportTemplateSource {
  id: string;
  name: string;
  data: ExportColumn[];
}

/** The template the caller may use, or null when it does not exist or is not theirs to read. */
export type FindExportTemplate = (user: UserContext, id: string) => Promise<ExportTemplateSource | null>;

/** Spec 001 §9: the export files list is 20 per page. */
export const ORDER_EXPORT_PAGES: PageBounds = { size: 20, max: 100 };

/** The most orders one export claims; a bigger selection is exported in several files. */
export const MAX_ORDERS_PER_EXPORT = 50_000;

/** Orders read, signed and written per step: memory holds one batch, whatever the export's size. */
export const EXPORT_BATCH = 500;

/** Print-file URLs in the CSV keep working this long (a supplier's production queue), then answer 410. */
export const PRINT_LINK_TTL_SECONDS = 30 * 24 * 3600;

export interface OrderExportsDeps {
  db: DataSource;
  logger: Logger;
  media: MediaExportFiles;
  presignDownload: PresignDownload;
  findTemplate: FindExportTemplate;
  /** Product type, variant, mockup, site and people names of a batch (catalog, users-sites). */
  findFacts: FindExportFacts;
  /** Publishes the outbox at once after a commit (the runtime's `afterCommit`). */
  afterCommit: () => void;
  batchSize?: number;
}

/**
 * Order exports (issue 13 items 2–3; spec 000 §7 exportOrders / supplierExportOrder, spec 001
 * §7 orderExports / downloadFile). An export claims the accepted orders of the caller's list in
 * one statement (FOR UPDATE SKIP LOCKED, so two exports never get the same order), moves them to
 * exported with a history entry, records the OrderExport, then writes the CSV in the
 * background: rows read in batches, streamed through csv-stringify into media, progress kept on
 * the row and announced (`orders.export.changed`) for the UI. A failed job puts its orders back
 * to accepted; so does the sweep, for a running export whose process died (stale heartbeat).
 */
export class OrderExportsService {
  private readonly batch: number;
  /** Jobs running in this process; tests and shutdown wait for them. */
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: OrderExportsDeps) {
    this.batch = deps.batchSize ?? EXPORT_BATCH;
  }

  /**
   * Starts an export of the accepted orders among those the caller's list shows for `filter`.
   * Returns the OrderExport at once (status running, total known); the CSV follows.
   */
  async start(user: UserContext, filter: OrderFilter, templateId: string): Promise<OrderExport> {
    // The list's own parsing and scope: a Seller their orders, a Supplier accepted onwards, staff all.
    const query = parseOrderFilter(user, { ...filter, offset: undefined, limit: undefined });
    if (query.statuses.length && !query.statuses.includes('accepted')) throw badInput(ORDER_EXPORT_MESSAGES.onlyAccepted, 'status');
    if (!isUuid(templateId)) throw notFound(ORDER_EXPORT_MESSAGES.templateNotFound);
    const template = await this.deps.findTemplate(user, templateId);
    if (!template) throw notFound(ORDER_EXPORT_MESSAGES.templateNotFound);
    const fileName = exportFileName(new Date());

    const record = await this.deps.db.transaction(async (manager) => {
      const candidates = applyListFilters(manager.getRepository(OrderEntity).createQueryBuilder('o'), query)
        .select('o.id')
        .andWhere(`o.status = 'accepted'`)
        .orderBy('o.created_at', 'ASC')
        .addOrderBy('o.id', 'ASC')
        .limit(MAX_ORDERS_PER_EXPORT)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked');
      // Claim: rows another export holds are skipped, rows it already moved no longer match, so
      // each order is claimed by exactly one export. The status counters follow by trigger.
      const claimed = await manager
        .createQueryBuilder()
        .update(OrderEntity)
        .set({ status: 'exported' satisfies OrderStatus })
        .where(`id IN (${candidates.getQuery()})`)
        .andWhere(`status = 'accepted'`)
        .setParameters(candidates.getParameters())
        .returning('id')
        .execute();
      const ids = (claimed.raw as Array<{ id: string }>).map((row) => row.id);
      if (!ids.length) throw conflict(ORDER_EXPORT_MESSAGES.nothingToExport);
      const history = manager.getRepository(OrderHistoryEntity).metadata.tablePath;
      await manager.query(`INSERT INTO ${quotePath(history)} ("order_id", "user_id", "type", "message") SELECT unnest($1::uuid[]), $2, 'export', $3`, [
        ids,
        user.id,
        `Exported to ${fileName} (template "${template.name}")`,
      ]);
      const repo = manager.getRepository(OrderExportEntity);
      return repo.save(repo.create({ file_name: fileName, order_ids: ids, author_id: user.id, template_id: template.id, status: 'running', progress: 0, total: ids.length, file_id: null, error: null, finished_at: null }));
    });

    const job = this.write(user, record, template).finally(() => this.running.delete(job));
    this.running.add(job);
    return record;
  }

  /** Resolves when every job this process started has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  /** One export the caller may read (its author, or `orderExports.readAll`). */
  async get(user: UserContext, id: string): Promise<OrderExport> {
    const found = isUuid(id) ? await this.deps.db.getRepository(OrderExportEntity).findOneBy({ id }) : null;
    if (!found || !canReadOrderExport(user, found.author_id)) throw notFound(ORDER_EXPORT_MESSAGES.notFound);
    return found;
  }

  /**
   * Export files, newest first: every export for `orderExports.readAll`, otherwise the caller's
   * own. `search` is an order id the export holds (a non-id finds nothing).
   */
  async list(user: UserContext, args: { from?: string | null; to?: string | null; search?: string | null; limit?: number | null; offset?: number | null }): Promise<{ count: number; hits: OrderExport[] }> {
    const page = pageArgs({ limit: args.limit, offset: args.offset }, ORDER_EXPORT_PAGES);
    const { from, to } = parseOrderFilter(user, { from: args.from, to: args.to });
    const qb = this.deps.db.getRepository(OrderExportEntity).createQueryBuilder('e');
    if (!can(user, 'orderExports.readAll')) qb.andWhere('e.author_id = :me', { me: user.id });
    if (from) qb.andWhere('e.created_at >= :from', { from });
    if (to) qb.andWhere('e.created_at <= :to', { to });
    const search = args.search?.trim();
    if (search) qb.andWhere(isUuid(search) ? ':orderId = ANY(e.order_ids)' : 'FALSE', { orderId: search });
    const [hits, count] = await qb.orderBy('e.created_at', 'DESC').addOrderBy('e.id', 'DESC').skip(page.offset).take(page.limit).getManyAndCount();
    return { count, hits };
  }

  /** A 5-minute presigned URL of an export's CSV; `id` is the export's or its file's. */
  async downloadUrl(user: UserContext, id: string): Promise<string> {
    const found = isUuid(id) ? await this.deps.db.getRepository(OrderExportEntity).createQueryBuilder('e').where('e.id = :id OR e.file_id = :id', { id }).getOne() : null;
    if (!found || !canReadOrderExport(user, found.author_id)) throw notFound(ORDER_EXPORT_MESSAGES.notFound);
    if (!found.file_id) throw conflict(found.status === 'failed' ? ORDER_EXPORT_MESSAGES.failed : ORDER_EXPORT_MESSAGES.notReady);
    const signed = await this.deps.presignDownload(found.file_id, found.file_name);
    if (!signed) throw notFound(ORDER_EXPORT_MESSAGES.notFound);
    return signed.url;
  }

  /**
   * Fails the running exports whose heartbeat is older than `staleMs` (their process died or hung
   * mid-job) and gives their orders back, as a failed job does. Safe with several processes
   * sweeping at once: each export is flipped by one conditional UPDATE, which the others then no
   * longer match. Answers how many exports it failed.
   */
  async sweepStale(staleMs: number): Promise<number> {
    const stale = await this.deps.db
      .getRepository(OrderExportEntity)
      .createQueryBuilder('e')
      .select('e.id', 'id')
      .where(`e.status = 'running'`)
      .andWhere(`e.heartbeat_at < now() - make_interval(secs => :secs)`, { secs: staleMs / 1000 })
      .orderBy('e.heartbeat_at', 'ASC')
      .limit(SWEEP_BATCH)
      .getRawMany<{ id: string }>();
    const minutes = Math.max(1, Math.round(staleMs / 60_000));
    let failed = 0;
    for (const { id } of stale) {
      const swept = await this.fail(id, {
        error: ORDER_EXPORT_MESSAGES.interrupted,
        history: (fileName) => `Export ${fileName} stopped without finishing (no progress for ${minutes} min); back to accepted`,
        staleMs,
      });
      if (swept) failed += 1;
    }
    if (failed) this.deps.logger.warn({ exports: failed, staleMs }, 'stale order exports failed; their orders are back in accepted');
    return failed;
  }

  /** The job: CSV rows in batches into media, progress and heartbeat on the row; on failure the orders go back. */
  private async write(user: UserContext, record: OrderExport, template: ExportTemplateSource): Promise<void> {
    const csv = createCsvWriter();
    const upload = this.deps.media.uploadCsv(user, record.file_name, csv);
    // If media stops reading (refusal, outage), the writer must not wait for 'drain' forever.
    upload.catch((error: unknown) => csv.destroy(error instanceof Error ? error : new Error(String(error))));
    try {
      await writeRecord(csv, templateHeader(template.data));
      const ordered = await this.inCsvOrder(record.order_ids);
      let written = 0;
      let announcedAt = 0;
      for (let start = 0; start < ordered.length; start += this.batch) {
        const rows = await this.exportRows(ordered.slice(start, start + this.batch));
        for (const row of rows) await writeRecord(csv, templateRow(template.data, row));
        written += rows.length;
        const announce = Date.now() - announcedAt >= EXPORT_PROGRESS_EVENT_MS;
        await this.beat(record, written, announce);
        if (announce) announcedAt = Date.now();
      }
      csv.end();
      const file = await upload;
      await this.finish(record, written, file.id);
    } catch (error) {
      csv.destroy();
      await upload.catch(() => undefined);
      this.deps.logger.error({ err: error, exportId: record.id }, 'order export failed');
      await this.fail(record.id, { error: ORDER_EXPORT_MESSAGES.failed, history: (fileName) => `Export ${fileName} failed; back to accepted` }).catch((err: unknown) =>
        this.deps.logger.error({ err, exportId: record.id }, 'order export could not give its orders back'),
      );
    }
  }

  /**
   * One batch written: progress and heartbeat on the row, and (when `announce`) the progress
   * event, in one transaction. An export no longer running was swept meanwhile: the job stops.
   */
  private async beat(record: OrderExport, progress: number, announce: boolean): Promise<void> {
    await this.deps.db.transaction(async (manager) => {
      const beat = await manager
        .createQueryBuilder()
        .update(OrderExportEntity)
        .set({ progress, heartbeat_at: () => 'now()' })
        .where('id = :id', { id: record.id })
        .andWhere(`status = 'running'`)
        .returning('id')
        .execute();
      if (!(beat.raw as unknown[]).length) throw new Error('The export was failed by the stale-export sweep while it ran');
      if (announce) await enqueueExportChanged(manager, changed(record, { status: 'running', progress }));
    });
    if (announce) this.deps.afterCommit();
  }

  /** The file is stored: done, unless the sweep failed the export meanwhile (its orders went back; the file stays unused). */
  private async finish(record: OrderExport, progress: number, fileId: string): Promise<void> {
    const done = await this.deps.db.transaction(async (manager) => {
      const updated = await manager
        .createQueryBuilder()
        .update(OrderExportEntity)
        .set({ status: 'done', progress, file_id: fileId, finished_at: () => 'now()', heartbeat_at: () => 'now()' })
        .where('id = :id', { id: record.id })
        .andWhere(`status = 'running'`)
        .returning('id')
        .execute();
      if (!(updated.raw as unknown[]).length) return false;
      await enqueueExportChanged(manager, changed(record, { status: 'done', progress, fileId }));
      return true;
    });
    if (done) this.deps.afterCommit();
    else this.deps.logger.warn({ exportId: record.id, fileId }, 'order export finished after the sweep had failed it; its file is not used');
  }

  /**
   * The one way an export fails (the job's own failure and the stale sweep): in one transaction,
   * flip it from running to failed (a conditional UPDATE, so two callers never both do it),
   * return its orders that are still `exported` to `accepted` with a history entry each (an order
   * moved on meanwhile, e.g. cancelled, is left alone), and announce it. False when the export
   * was not running (or, for the sweep, had beaten again).
   */
  private async fail(exportId: string, reason: FailReason): Promise<boolean> {
    const failed = await this.deps.db.transaction(async (manager: EntityManager) => {
      const flip = manager
        .createQueryBuilder()
        .update(OrderExportEntity)
        .set({ status: 'failed', error: reason.error, finished_at: () => 'now()' })
        .where('id = :id', { id: exportId })
        .andWhere(`status = 'running'`);
      if (reason.staleMs !== undefined) flip.andWhere(`heartbeat_at < now() - make_interval(secs => :secs)`, { secs: reason.staleMs / 1000 });
      const flipped = await flip.returning(['id', 'file_name', 'author_id', 'progress', 'total']).execute();
      const row = (flipped.raw as Array<Pick<OrderExport, 'id' | 'file_name' | 'author_id' | 'progress' | 'total'>>)[0];
      if (!row) return false;
      const exportsTable = quotePath(manager.getRepository(OrderExportEntity).metadata.tablePath);
      const back = await manager
        .createQueryBuilder()
        .update(OrderEntity)
        .set({ status: 'accepted' satisfies OrderStatus })
        .where(`id IN (SELECT unnest(x.order_ids) FROM ${exportsTable} x WHERE x.id = :exportId)`, { exportId })
        .andWhere(`status = 'exported'`)
        .returning('id')
        .execute();
      const ids = (back.raw as Array<{ id: string }>).map((order) => order.id);
      const history = manager.getRepository(OrderHistoryEntity).metadata.tablePath;
      if (ids.length) {
        await manager.query(`INSERT INTO ${quotePath(history)} ("order_id", "user_id", "type", "message") SELECT unnest($1::uuid[]), NULL, 'export', $2`, [ids, reason.history(row.file_name)]);
      }
      await enqueueExportChanged(manager, changed({ id: row.id, author_id: row.author_id, total: Number(row.total) }, { status: 'failed', progress: Number(row.progress), error: reason.error }));
      return true;
    });
    if (failed) this.deps.afterCommit();
    return failed;
  }

  /** The claimed ids oldest first (the list's order reversed: a supplier works first come, first served). */
  private async inCsvOrder(ids: string[]): Promise<string[]> {
    const rows = await this.deps.db
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .select('o.id', 'id')
      .where('o.id = ANY(:ids)', { ids })
      .orderBy('o.created_at', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }

  /**
   * One batch as CSV rows: the orders, their designs' print files as signed links, and the names
   * other services hold (one lookup per service per batch). A lookup that fails fails the export.
   */
  private async exportRows(ids: string[]): Promise<ExportOrderRow[]> {
    const [orders, designs] = await Promise.all([
      this.deps.db.getRepository(OrderEntity).findBy({ id: In(ids) }),
      this.deps.db.getRepository(OrderDesignEntity).find({ where: { order_id: In(ids) }, order: { created_at: 'ASC', id: 'ASC' } }),
    ]);
    const fileIds = [...new Set(designs.flatMap((design) => (design.file_id ? [design.file_id] : [])))];
    const [links, facts] = await Promise.all([
      fileIds.length ? this.deps.media.links(fileIds, PRINT_LINK_TTL_SECONDS) : new Map<string, string>(),
      this.deps.findFacts(orders),
    ]);
    const designsOf = new Map<string, OrderDesign[]>();
    for (const design of designs) designsOf.set(design.order_id, [...(designsOf.get(design.order_id) ?? []), design]);
    const byId = new Map(orders.map((order) => [order.id, order]));
    return ids.flatMap((id) => {
      const order = byId.get(id);
      return order ? [exportRow(order, designsOf.get(id) ?? [], links, facts)] : [];
    });
  }
}

/** The `orders.export.changed` payload of an export now. */
function changed(record: Pick<OrderExport, 'id' | 'author_id' | 'total'>, now: Pick<OrderExportChangedEvent, 'status' | 'progress'> & Partial<Pick<OrderExportChangedEvent, 'fileId' | 'error'>>): OrderExportChangedEvent {
  return { exportId: record.id, authorId: record.author_id, total: record.total, fileId: null, error: null, ...now };
}

/** `orders-export-20260115-093012.csv` (UTC): sortable, and unique enough for a person's downloads. */
export function exportFileName(at: Date): string {
  return `orders-export-${dayjs.utc(at).format('YYYYMMDD-HHmmss')}.csv`;
}

function quotePath(tablePath: string): string {
  return tablePath
    .split('.')
    .map((part) => `"${part}"`)
    .join('.');
}

/** Writes one record, waiting while the stream is full (media reads at its own pace). */
async function writeRecord(csv: Stringifier, record: string[]): Promise<void> {
  if (csv.destroyed) throw new Error('The export stream was closed');
  if (csv.write(record)) return;
  await new Promise<void>((resolve, reject) => {
    const done = () => {
      csv.off('drain', done);
      csv.off('close', closed);
      resolve();
    };
    const closed = () => {
      csv.off('drain', done);
      reject(new Error('The export stream was closed'));
    };
    csv.once('drain', done);
    csv.once('close', closed);
  });
}

/**
 * The row the template's columns read. Names that live in other services come from `facts`
 * (looked up once per batch): an id the service does not know (a deleted product type, a
 * removed site) prints an empty cell; a service that cannot answer fails the export earlier.
 */
export function exportRow(order: Order, designs: OrderDesign[], links: Map<string, string>, facts: ExportFacts): ExportOrderRow {
  const shipping = order.shipping_address;
  const type = order.product_type_id ? facts.productTypes.get(order.product_type_id) : undefined;
  const site = facts.sites.get(order.site_id);
  const seller = facts.users.get(order.seller_id);
  return {
    id: order.id,
    origin_id: order.origin_id,
    origin_line_id: order.origin_line_id,
    origin_number: order.name,
    title: order.title,
    sku: order.sku,
    product_id: order.product_id,
    product_type: type?.title ?? null,
    product_type_sku: type?.sku ?? null,
    variant_attributes: (order.product_type_variant_id && facts.variantAttributes.get(order.product_type_variant_id)) || [],
    quantity: order.quantity,
    price: order.price,
    base_cost: order.base_cost,
    shipping_cost: order.shipping_cost,
    currency: order.currency,
    status: order.status,
    shipping_address: shipping,
    customer_email: order.customer_info?.email ?? null,
    customer_phone: order.customer_info?.phone ?? shipping?.phone ?? null,
    customer_first_name: order.customer_info?.first_name ?? null,
    customer_last_name: order.customer_info?.last_name ?? null,
    carrier: order.carrier,
    tracking_number: order.tracking?.number ?? null,
    tracking_url: order.tracking?.url ?? null,
    print_files: inPrintAreaOrder(designs, type?.printAreas ?? []).map((design) => ({
      print_area: design.base_print_area_name,
      url: (design.file_id && links.get(design.file_id)) || '',
    })),
    mockup_url: (order.product_variant_id && facts.mockups.get(order.product_variant_id)) || null,
    site_id: order.site_id,
    site_title: site?.title ?? null,
    site_domain: site?.domain ?? null,
    seller_id: order.seller_id,
    seller_name: personName(seller),
    seller_email: seller?.email ?? null,
    supplier_name: order.supplier_id ? personName(facts.users.get(order.supplier_id)) : null,
    created_at: order.created_at,
    updated_at: order.updated_at,
  };
}

/**
 * An order's designs in its product type's print-area order (the catalog's table: Front before
 * Back), not the designs' creation order, which is arbitrary within one intake; a design whose
 * area the type no longer has comes last, by name. Positional CSV columns read this order.
 */
export function inPrintAreaOrder(designs: readonly OrderDesign[], printAreas: ReadonlyArray<{ id: string; name: string }>): OrderDesign[] {
  const position = (design: OrderDesign): number => {
    const byId = printAreas.findIndex((area) => area.id === design.base_print_area_id);
    if (byId >= 0) return byId;
    const byName = printAreas.findIndex((area) => area.name.trim().toLowerCase() === design.base_print_area_name.trim().toLowerCase());
    return byName >= 0 ? byName : printAreas.length;
  };
  return designs
    .map((design) => ({ design, at: position(design) }))
    .sort((a, b) => a.at - b.at || a.design.base_print_area_name.localeCompare(b.design.base_print_area_name))
    .map(({ design }) => design);
}
