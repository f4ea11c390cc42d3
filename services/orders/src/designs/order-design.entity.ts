import { EntitySchema } from 'typeorm';
import type { DesignStatus } from '@pod/contracts';

/** Preflight of a print file against its print area: effective DPI at the print size. */
export interface DesignPreflight {
  ok: boolean;
  effectiveDpi: number;
  message: string | null;
}

/**
 * The print file of one print area of an order (spec 000 §3 "Order design"). Its lifecycle
 * (request, result, regenerate, upload, preflight) lives in this folder's service.
 */
export interface OrderDesign {
  id: string;
  order_id: string;
  base_print_area_id: string;
  base_print_area_name: string;
  artwork_id: string | null;
  /** The artwork version pinned at intake (ARCHITECTURE §8); Regenerate renders this one. */
  artwork_version: number | null;
  /** Target print size in pixels and its dpi. */
  width: number;
  height: number;
  dpi: number;
  status: DesignStatus;
  log: string | null;
  file_id: string | null;
  file_key: string | null;
  file_width: number | null;
  file_height: number | null;
  file_dpi: number | null;
  preflight: DesignPreflight | null;
  /** The current render request; a result carrying another request id is ignored. */
  request_id: string | null;
  requested_at: Date | null;
  render_ms: number | null;
  is_custom: boolean;
  /**
   * 1 at creation, one more on every update of the row (a trigger, migration DesignRevision):
   * the order of the design's states, so a client can tell an older answer from a newer one.
   */
  revision: number;
  created_at: Date;
  updated_at: Date;
}

export const OrderDesignEntity = new EntitySchema<OrderDesign>({
  name: 'OrderDesign',
  tableName: 'order_designs',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    order_id: { type: 'uuid' },
    base_print_area_id: { type: 'text' },
    base_print_area_name: { type: 'text' },
    artwork_id: { type: 'uuid', nullable: true },
    artwork_version: { type: 'int', nullable: true },
    width: { type: 'int' },
    height: { type: 'int' },
    dpi: { type: 'int' },
    status: { type: 'text' },
    log: { type: 'text', nullable: true },
    file_id: { type: 'uuid', nullable: true },
    file_key: { type: 'text', nullable: true },
    file_width: { type: 'int', nullable: true },
    file_height: { type: 'int', nullable: true },
    file_dpi: { type: 'int', nullable: true },
    preflight: { type: 'jsonb', nullable: true },
    request_id: { type: 'uuid', nullable: true },
    requested_at: { type: 'timestamptz', nullable: true },
    render_ms: { type: 'int', nullable: true },
    is_custom: { type: 'boolean', default: false },
    // Kept by the database (BEFORE UPDATE trigger); writers read it back with RETURNING.
    revision: { type: 'int', default: 1, update: false },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});
