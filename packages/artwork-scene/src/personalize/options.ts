import type { OptionLayer } from '../model/types';
import { fieldLabel } from './checks';
import { valueAsText, type PersonalizedValue } from './values';

/**
 * The value an Option layer ends up with: the shopper's choice when it is one of the
 * options, else the option marked default, else none. An unknown choice is reported,
 * never silently replaced, because the print would not match what was ordered.
 */
export function selectOption(
  layer: OptionLayer,
  raw: PersonalizedValue | undefined,
): { value: string | undefined; problems: string[] } {
  const chosen = valueAsText(raw);
  const fallback = layer.options.find((o) => o.default)?.value;
  if (chosen === undefined || chosen === '') {
    const problems = layer.personalized?.required && fallback === undefined ? [`"${fieldLabel(layer)}" is required`] : [];
    return { value: fallback, problems };
  }
  const match = layer.options.find((o) => o.value === chosen || o.label === chosen);
  if (!match) return { value: fallback, problems: [`"${fieldLabel(layer)}" has no option "${chosen}"`] };
  return { value: match.value, problems: [] };
}
