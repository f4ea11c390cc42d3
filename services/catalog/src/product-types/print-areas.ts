import type { EntityManager } from 'typeorm';
import { badInput, isUuid } from '@pod/service-kit';
import { PrintAreaEntity, type PrintArea } from './print-area.entity';
import type { PrintAreaDraft } from './product-type-input';

/**
 * Makes a type's print areas the given list: rows with an id update that area (ids stay, as
 * products and variants' print sizes point at them), rows without one are added, areas not
 * listed are removed (and dropped from variants' print sizes). `sorting` is the list order.
 * Runs inside the caller's transaction.
 */
export async function replacePrintAreas(manager: EntityManager, productTypeId: string, drafts: PrintAreaDraft[], field = 'printAreas'): Promise<void> {
  const repo = manager.getRepository(PrintAreaEntity);
  const existing = new Map((await repo.findBy({ product_type_id: productTypeId })).map((area) => [area.id, area]));

  const seen = new Set<string>();
  for (const [i, draft] of drafts.entries()) {
    if (draft.id === null) continue;
    if (!existing.has(draft.id) || seen.has(draft.id)) throw badInput('Print area not found', `${field}.${i}.id`);
    seen.add(draft.id);
  }
  await assertVariantsOfType(manager, productTypeId, drafts, field);

  const removed = [...existing.keys()].filter((id) => !seen.has(id));
  if (removed.length) {
    await manager.query(`DELETE FROM "catalog"."print_areas" WHERE id = ANY($1::uuid[])`, [removed]);
    await manager.query(
      `UPDATE "catalog"."product_type_variants"
          SET print_sizes = (SELECT coalesce(jsonb_agg(size), '[]'::jsonb) FROM jsonb_array_elements(print_sizes) size
                              WHERE NOT (size->>'print_area_id' = ANY($2::text[])))
        WHERE product_type_id = $1 AND EXISTS (SELECT 1 FROM jsonb_array_elements(print_sizes) size WHERE size->>'print_area_id' = ANY($2::text[]))`,
      [productTypeId, removed],
    );
  }

  // A type has a handful of areas: one statement per row is fine here.
  for (const [i, draft] of drafts.entries()) {
    const before = draft.id ? existing.get(draft.id) : undefined;
    const row: Omit<PrintArea, 'id'> = {
      product_type_id: productTypeId,
      name: draft.name,
      width: draft.width,
      height: draft.height,
      dpi: draft.dpi,
      mockup_id: draft.mockup_id === undefined ? (before?.mockup_id ?? null) : draft.mockup_id,
      mockup: draft.mockup === undefined ? (before?.mockup ?? null) : draft.mockup,
      note: draft.note === undefined ? (before?.note ?? null) : draft.note,
      variant_ids: draft.variant_ids === undefined ? (before?.variant_ids ?? []) : draft.variant_ids,
      sorting: i + 1,
    };
    if (before) await repo.update({ id: before.id }, row);
    else await repo.insert(row);
  }
}

/** variant_ids may only name variants of the same type. */
async function assertVariantsOfType(manager: EntityManager, productTypeId: string, drafts: PrintAreaDraft[], field: string): Promise<void> {
  const wanted = [...new Set(drafts.flatMap((d) => d.variant_ids ?? []))];
  if (!wanted.length) return;
  const valid = wanted.filter(isUuid);
  const rows: Array<{ id: string }> = valid.length
    ? await manager.query(`SELECT id FROM "catalog"."product_type_variants" WHERE product_type_id = $1 AND id = ANY($2::uuid[])`, [productTypeId, valid])
    : [];
  const known = new Set(rows.map((r) => r.id));
  for (const [i, draft] of drafts.entries()) {
    const unknown = (draft.variant_ids ?? []).find((id) => !known.has(id));
    if (unknown) throw badInput(`Variant not found: ${unknown}`, `${field}.${i}.variant_ids`);
  }
}
