import type { DataSource, EntityManager } from 'typeorm';
import {
  DESIGN_MESSAGES, LOCKED_FOR_EDIT_STATUSES, ORDER_MESSAGES,
  type DesignFailedEvent, type DesignGeneratedEvent, type DesignStartedEvent, type OrderStatus,
} from '@pod/contracts';
import { badInput, conflict, isUuid, notFound, type Logger, type UserContext } from '@pod/service-kit';
import { OrderHistoryEntity } from '../orders/order-history.entity';
import { canSeeOrder } from '../orders/order-visibility';
import { OrderEntity, type Order } from '../orders/order.entity';
import { enqueueDesignUpdated } from './design-events';
import { checkedUpload, type MediaFiles, type MediaImage, type PresignDownload } from './media-files';
import { OrderDesignEntity, type OrderDesign } from './order-design.entity';
import { moveOrderForDesigns } from './order-status-change';
import { preflight } from './preflight';
import { requestDesignRenders } from './request-designs';
import { effectiveStatus, isDesignReady, settleOrder, WAITING_DESIGN_STATUSES } from './settle-order';
import { SiteDesignSettingEntity } from './site-design-setting.entity';
import { updateDesign } from './update-design';

export interface DesignsServiceDeps {
  db: DataSource;
  media: MediaFiles;
  presignDownload: PresignDownload;
  /** Publishes the outbox at once after a commit (the runtime's `afterCommit`). */
  afterCommit: () => void;
  logger?: Pick<Logger, 'info' | 'warn'>;
}

export interface DesignActionResult {
  message: string;
  order: Order;
  designs: OrderDesign[];
}

export interface DesignDownload {
  url: string;
  file_name: string;
  expires_at: string;
}

export interface UploadDesignInput {
  id: string;
  file_id: string;
}

const hidden = () => notFound(ORDER_MESSAGES.notFound);
const WAITING = WAITING_DESIGN_STATUSES;

/**
 * The OrderDesign lifecycle after the request (request-designs.ts): render results from media,
 * Regenerate, Upload custom file, Accept/Reject, and the stuck-design sweep. Each change locks
 * the order row first, so a result and a user action on one order never interleave, and writes
 * history and `orders.design.updated` in the same transaction.
 */
export class DesignsService {
  constructor(private readonly deps: DesignsServiceDeps) {}

  /**
   * `media.design.started`, inside the consumer's transaction: a render worker took the design's
   * current request, so it shows Processing. Only a Pending design moves (a redelivered or late
   * start after the result changes nothing); no history entry (the request already wrote one),
   * the order's status stays.
   */
  async recordStarted(manager: EntityManager, event: DesignStartedEvent): Promise<boolean> {
    return this.recordChange(manager, event, ['Pending'], (design) => ({ next: { ...design, status: 'Processing' }, message: null }));
  }

  /** `media.design.generated`, inside the consumer's transaction. Stale (another request id) or unknown: ignored. */
  async recordGenerated(manager: EntityManager, event: DesignGeneratedEvent): Promise<boolean> {
    return this.recordResult(manager, event, (design) => {
      const check = preflight({ width: event.width, height: event.height }, design);
      const next: OrderDesign = {
        ...design, status: 'Completed', log: null, file_id: event.fileId, file_key: event.fileKey,
        file_width: event.width, file_height: event.height, file_dpi: event.dpi, render_ms: event.renderMs,
        preflight: check, is_custom: false,
      };
      const note = check.ok ? '' : ` (${check.message})`;
      return { next, message: `Print file generated for ${design.base_print_area_name} in ${event.renderMs} ms${note}` };
    });
  }

  /** `media.design.failed`, inside the consumer's transaction. */
  async recordFailed(manager: EntityManager, event: DesignFailedEvent): Promise<boolean> {
    return this.recordResult(manager, event, (design) => ({
      next: { ...design, status: 'Error', log: event.log },
      message: `Print file failed for ${design.base_print_area_name}: ${event.log}`,
    }));
  }

  private recordResult(
    manager: EntityManager,
    event: { requestId: string; orderId: string; designId: string },
    apply: (design: OrderDesign) => { next: OrderDesign; message: string },
  ): Promise<boolean> {
    return this.recordChange(manager, event, WAITING, apply);
  }

  /** Applies media's news of a request to its design while the design is in one of `from`; settles the order. */
  private async recordChange(
    manager: EntityManager,
    event: { requestId: string; orderId: string; designId: string },
    from: readonly string[],
    apply: (design: OrderDesign) => { next: OrderDesign; message: string | null },
  ): Promise<boolean> {
    if (!isUuid(event.orderId) || !isUuid(event.designId)) return false;
    const order = await lockOrder(manager, event.orderId);
    if (!order) return false;
    const design = await manager.getRepository(OrderDesignEntity).findOneBy({ id: event.designId, order_id: order.id });
    // Only the current request's result counts: a regenerate or re-request made it stale, and
    // a redelivery of an applied result finds the design no longer waiting.
    if (!design || design.request_id !== event.requestId || !from.includes(design.status)) return false;
    const { message, next: change } = apply(design);
    const next = await saveDesign(manager, change);
    if (message) await history(manager, order.id, null, message);
    const settled = await settleOrder(manager, order);
    await enqueueDesignUpdated(manager, settled, next);
    return true;
  }

  /** Keeps `users-sites.site.updated`'s autoAcceptDesign (only events that carry it). */
  async recordSiteSetting(manager: EntityManager, siteId: string, autoAcceptDesign: boolean): Promise<void> {
    await manager.getRepository(SiteDesignSettingEntity).upsert({ site_id: siteId, auto_accept_design: autoAcceptDesign }, ['site_id']);
  }

  /**
   * Regenerate one design or all of them (spec 000 §4): refused for exported and cancelled
   * orders and while a chosen design is still Pending/Processing; renders the pinned version.
   */
  async regenerate(user: UserContext, orderId: string, designId?: string | null): Promise<DesignActionResult> {
    const result = await this.inOrder(user, orderId, async (manager, order) => {
      const status = effectiveStatus(order);
      if (LOCKED_FOR_EDIT_STATUSES.includes(status as OrderStatus)) throw conflict(DESIGN_MESSAGES.cannotRegenerate(status));
      const all = await manager.getRepository(OrderDesignEntity).findBy({ order_id: order.id });
      const chosen = designId ? all.filter((design) => design.id === designId) : all;
      if (!chosen.length) throw notFound(DESIGN_MESSAGES.designNotFound);
      if (chosen.some((design) => WAITING.includes(design.status))) throw conflict(DESIGN_MESSAGES.stillGenerating);
      const requested = await requestDesignRenders(manager, user, order, chosen, 'Print files regenerated');
      return { message: DESIGN_MESSAGES.regenerated, order: requested.order, designs: requested.designs };
    });
    this.deps.afterCommit();
    return result;
  }

  /**
   * Upload custom file (spec 000 §5): each file must be the caller's registered .jpg/.jpeg/.png
   * named by the rule; refused for exported, cancelled and error orders. The design becomes
   * Completed, is_custom, with preflight from the file's pixel size (no render request).
   * The order, its designs and each file's owner and name are checked before media is asked for
   * pixel sizes (which makes it read the file): a stranger's order or file costs media nothing.
   */
  async upload(user: UserContext, orderId: string, inputs: readonly UploadDesignInput[]): Promise<DesignActionResult> {
    if (!inputs.length) throw badInput(DESIGN_MESSAGES.noUploads, 'input');
    await this.checkUploadTarget(user, orderId, inputs);
    // media next, outside the transaction: a slow answer must not hold the order's lock.
    const files = new Map<string, MediaImage>();
    const anyOwner = user.roles.includes('Administrator');
    for (const input of inputs) files.set(input.id, await checkedUpload(this.deps.media, user, input.file_id, 'custom_design', anyOwner));
    const result = await this.inOrder(user, orderId, async (manager, order) => {
      // Checked again under the lock: the order may have moved while media answered.
      const status = effectiveStatus(order);
      if ([...LOCKED_FOR_EDIT_STATUSES, 'error'].includes(status as OrderStatus)) throw conflict(DESIGN_MESSAGES.cannotUpload(status));
      const all = await manager.getRepository(OrderDesignEntity).findBy({ order_id: order.id });
      const saved: OrderDesign[] = [];
      let current = await moveOrderForDesigns(manager, order, 'processing');
      for (const input of inputs) {
        const design = all.find((candidate) => candidate.id === input.id);
        if (!design) throw notFound(DESIGN_MESSAGES.designNotFound);
        const file = files.get(input.id)!;
        const next = await saveDesign(manager, {
          ...design, status: 'Completed', log: null, file_id: file.id, file_key: file.key, file_width: file.width,
          file_height: file.height, file_dpi: null, render_ms: null, is_custom: true, preflight: preflight(file, design),
          // A render still on its way for this design is now stale.
          request_id: null, requested_at: null,
        });
        await history(manager, order.id, user.id, `Custom file ${file.file_name} uploaded for ${design.base_print_area_name}`);
        saved.push(next);
      }
      current = await settleOrder(manager, current);
      for (const design of saved) await enqueueDesignUpdated(manager, current, design);
      return { message: DESIGN_MESSAGES.uploaded, order: current, designs: saved };
    });
    this.deps.afterCommit();
    return result;
  }

  /** The order exists for the caller, takes uploads in its status, and has every named design (no lock: a pre-check). */
  private async checkUploadTarget(user: UserContext, orderId: string, inputs: readonly UploadDesignInput[]): Promise<void> {
    if (!isUuid(orderId)) throw hidden();
    const order = await this.deps.db.getRepository(OrderEntity).findOneBy({ id: orderId });
    if (!order || !canSeeOrder(user, order)) throw hidden();
    const status = effectiveStatus(order);
    if ([...LOCKED_FOR_EDIT_STATUSES, 'error'].includes(status as OrderStatus)) throw conflict(DESIGN_MESSAGES.cannotUpload(status));
    const ids = new Set((await this.deps.db.getRepository(OrderDesignEntity).find({ select: { id: true }, where: { order_id: order.id } })).map((design) => design.id));
    if (inputs.some((input) => !ids.has(input.id))) throw notFound(DESIGN_MESSAGES.designNotFound);
  }

  /**
   * Accept (from pending_review or rejected) or Reject (from accepted or pending_review) the
   * designs (spec 000 §4); both need every design Completed with a file.
   */
  async review(user: UserContext, orderId: string, accept: boolean): Promise<DesignActionResult> {
    return this.inOrder(user, orderId, async (manager, order) => {
      const status = effectiveStatus(order);
      const from: readonly string[] = accept ? ['pending_review', 'rejected'] : ['accepted', 'pending_review'];
      if (!from.includes(status)) throw conflict(accept ? DESIGN_MESSAGES.cannotAccept(status) : DESIGN_MESSAGES.cannotReject(status));
      const designs = await manager.getRepository(OrderDesignEntity).findBy({ order_id: order.id });
      if (!designs.length || !designs.every(isDesignReady)) throw conflict(DESIGN_MESSAGES.designsNotReady);
      const target: OrderStatus = accept ? 'accepted' : 'rejected';
      const moved = await moveOrderForDesigns(manager, order, target);
      await history(manager, order.id, user.id, accept ? 'Designs accepted' : 'Designs rejected', 'status');
      return { message: accept ? DESIGN_MESSAGES.accepted : DESIGN_MESSAGES.rejected, order: moved, designs };
    });
  }

  /**
   * Download: a short-lived presigned URL of the design's print file, for whoever may read the
   * order (canSeeOrder; otherwise "Order not found"), named after the order and the print area.
   */
  async download(user: UserContext, orderId: string, designId: string): Promise<DesignDownload> {
    if (!isUuid(orderId)) throw hidden();
    const order = await this.deps.db.getRepository(OrderEntity).findOneBy({ id: orderId });
    if (!order || !canSeeOrder(user, order)) throw hidden();
    const design = isUuid(designId) ? await this.deps.db.getRepository(OrderDesignEntity).findOneBy({ id: designId, order_id: order.id }) : null;
    if (!design) throw notFound(DESIGN_MESSAGES.designNotFound);
    if (!design.file_id || !design.file_key) throw conflict(DESIGN_MESSAGES.noFileYet);
    const file_name = downloadName(order, design);
    const signed = await this.deps.presignDownload(design.file_id, file_name);
    if (!signed) throw notFound(DESIGN_MESSAGES.fileNotFound);
    return { ...signed, file_name };
  }

  /**
   * Requests again every design Pending/Processing since before `now - stuckMs` (a lost request
   * or a render whose result never came). One replica sweeps at a time (transaction-scoped
   * advisory lock; the others skip the round). Returns how many designs were requested again.
   */
  async sweepStuck(stuckMs: number, now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - stuckMs);
    const count = await this.deps.db.transaction(async (manager) => {
      const [{ locked }] = (await manager.query(`SELECT pg_try_advisory_xact_lock(hashtext('orders.design-sweep')) AS locked`)) as Array<{ locked: boolean }>;
      if (!locked) return 0;
      const stuck = await manager.getRepository(OrderDesignEntity).createQueryBuilder('d')
        .where('d.status IN (:...waiting)', { waiting: WAITING })
        .andWhere('d.requested_at < :cutoff', { cutoff })
        .orderBy('d.requested_at', 'ASC').limit(200).getMany();
      let requested = 0;
      for (const orderId of new Set(stuck.map((design) => design.order_id))) {
        const order = await lockOrder(manager, orderId);
        if (!order || ['cancelled', 'exported'].includes(effectiveStatus(order))) continue;
        const designs = stuck.filter((design) => design.order_id === orderId);
        const minutes = Math.round(stuckMs / 60_000);
        await requestDesignRenders(manager, null, order, designs, `No print file after ${minutes} min; requested again`);
        requested += designs.length;
      }
      return requested;
    });
    if (count) {
      this.deps.afterCommit();
      this.deps.logger?.info({ designs: count }, 'stuck designs requested again');
    }
    return count;
  }

  /** Locks the order, checks the caller may see it (else NOT_FOUND) and runs `work` in that transaction. */
  private inOrder<T>(user: UserContext, orderId: string, work: (manager: EntityManager, order: Order) => Promise<T>): Promise<T> {
    if (!isUuid(orderId)) throw hidden();
    return this.deps.db.transaction(async (manager) => {
      const order = await lockOrder(manager, orderId);
      if (!order || !canSeeOrder(user, order)) throw hidden();
      return work(manager, order);
    });
  }
}

/** `<order name>-<print area>.<ext>` in plain characters, e.g. `1042-Front.png`. */
export function downloadName(order: Pick<Order, 'name'>, design: Pick<OrderDesign, 'base_print_area_name' | 'file_key'>): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(design.file_key ?? '')?.[1]?.toLowerCase() ?? 'png';
  const base = `${order.name}-${design.base_print_area_name}`.replace(/[^\w.-]+/g, '-').replace(/-{2,}/g, '-').replace(/^[-.]+|[-.]+$/g, '');
  return `${base || 'print-file'}.${extension}`;
}

function lockOrder(manager: EntityManager, orderId: string): Promise<Order | null> {
  return manager.getRepository(OrderEntity).findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
}

/** Saves the design's lifecycle fields; answers it with the revision the database gave it. */
async function saveDesign(manager: EntityManager, design: OrderDesign): Promise<OrderDesign> {
  const { id, status, log, file_id, file_key, file_width, file_height, file_dpi, render_ms, preflight: check, is_custom, request_id, requested_at } = design;
  const revision = await updateDesign(manager, id, { status, log, file_id, file_key, file_width, file_height, file_dpi, render_ms, preflight: check, is_custom, request_id, requested_at });
  return { ...design, revision };
}

function history(manager: EntityManager, orderId: string, userId: string | null, message: string, type = 'design') {
  return manager.getRepository(OrderHistoryEntity).insert({ order_id: orderId, user_id: userId, type, message });
}
