import type { ConditionBlock, ConditionRule } from '../model/types';

/** One rule: the target layer's current value compared with `=` or `!=` (as text). */
export function ruleHolds(rule: ConditionRule, current: string | undefined): boolean {
  const equal = (current ?? '') === rule.value;
  return rule.logic === '=' ? equal : !equal;
}

/** match all: every rule holds; one: at least one; none: no rule holds. */
export function conditionMet(block: ConditionBlock, valueOf: (layerId: string) => string | undefined): boolean {
  const results = block.rules.map((rule) => ruleHolds(rule, valueOf(rule.option)));
  if (block.match === 'all') return results.every(Boolean);
  if (block.match === 'one') return results.some(Boolean);
  return !results.some(Boolean);
}

/**
 * Whether a condition lets its layer show. `show` shows only when met, `hide` hides only
 * when met. A disabled block or one without rules does not affect the layer.
 */
export function conditionAllowsVisible(
  block: ConditionBlock | undefined,
  valueOf: (layerId: string) => string | undefined,
): boolean {
  if (!block?.enable || block.rules.length === 0) return true;
  const met = conditionMet(block, valueOf);
  return block.action === 'show' ? met : !met;
}
