import type { PrintCheckResult } from '../../shared/queries';

export type PrintCheckLayer = PrintCheckResult['layers'][number];

/** What the form knows of one print area to check an artwork on it. */
export interface PrintCheckTarget {
  /** Print area name ('Front'). */
  name: string;
  width: number;
  height: number;
  dpi: number;
  /** The product's variants this print area prints on, by name. */
  variants: ReadonlyArray<{ id: string; label: string }>;
}

/**
 * The product's variants a print area prints on: those its `variant_ids` name, in the form's
 * order; a print area naming none prints on every variant of its type (a type with one print
 * area rarely lists them; the spec is silent).
 */
export function printAreaVariants<V extends { product_type_variant_id: string; label: string }>(
  variantIds: readonly string[],
  rows: readonly V[],
): Array<{ id: string; label: string }> {
  const wanted = new Set(variantIds);
  return rows.filter((r) => !wanted.size || wanted.has(r.product_type_variant_id)).map((r) => ({ id: r.product_type_variant_id, label: r.label }));
}

/** The layers that print badly: soft (below the dpi threshold) or cut (past the artwork's edge). */
export function layersWithIssues(layers: readonly PrintCheckLayer[]): PrintCheckLayer[] {
  return layers.filter((l) => l.lowDpi || l.crossesEdge);
}

/** The tag's text: "Print check: OK", "Print check: 1 issue", "Print check: 2 issues". */
export function printCheckSummary(issues: number): string {
  return issues ? `Print check: ${issues} ${issues === 1 ? 'issue' : 'issues'}` : 'Print check: OK';
}

/** What is wrong with a layer, in words: "Soft: 96 dpi (below 150)", "Cut off at the edge". */
export function layerProblems(layer: PrintCheckLayer, threshold: number): string[] {
  const problems: string[] = [];
  if (layer.lowDpi && layer.effectiveDpi !== null) problems.push(`Soft: ${Math.round(layer.effectiveDpi)} dpi (below ${threshold})`);
  if (layer.crossesEdge) problems.push('Cut off at the edge');
  return problems;
}
