import { parse, type ConstArgumentNode, type ConstDirectiveNode, type DocumentNode } from 'graphql';

/**
 * `@limit` tightens or widens the default bounds of one argument or input field. Federation
 * keeps it inside the subgraph (composition drops type-system directives it does not know).
 * On a list, `maxItems` bounds the list and the other settings bound each item.
 */
export const LIMIT_DIRECTIVE_SDL: DocumentNode = parse(`
  "Bounds of an argument or input field: string or JSON length, numeric range, list size, JSON depth."
  directive @limit(maxLength: Int, minLength: Int, min: Float, max: Float, maxItems: Int, maxDepth: Int) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
`);

export interface Limits {
  /** Characters of a string or ID; approximate serialised length of a JSON value. */
  maxLength?: number;
  minLength?: number;
  min?: number;
  max?: number;
  maxItems?: number;
  /** Nesting of arrays and objects in a JSON value. */
  maxDepth?: number;
}

const LIMIT_KEYS = new Set<keyof Limits>(['maxLength', 'minLength', 'min', 'max', 'maxItems', 'maxDepth']);

/** The `@limit` settings written on an argument or input field, if any. */
export function limitsOf(astNode: { directives?: readonly ConstDirectiveNode[] } | null | undefined): Limits {
  const directive = astNode?.directives?.find((d) => d.name.value === 'limit');
  const limits: Limits = {};
  for (const arg of directive?.arguments ?? []) {
    const value = numberOf(arg);
    if (value !== null && LIMIT_KEYS.has(arg.name.value as keyof Limits)) limits[arg.name.value as keyof Limits] = value;
  }
  return limits;
}

function numberOf(arg: ConstArgumentNode): number | null {
  const { value } = arg;
  return value.kind === 'IntValue' || value.kind === 'FloatValue' ? Number(value.value) : null;
}
