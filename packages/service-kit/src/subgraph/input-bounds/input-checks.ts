import type { GraphQLInputObjectType, GraphQLInputType } from 'graphql';
import { badInput } from '../../errors/graphql-errors';
import { limitsOf, type Limits } from './limit-directive';
import { isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } from './type-kinds';

/** What an argument gets when its schema says nothing tighter (ARCHITECTURE §5: everything is bounded). */
export const DEFAULT_BOUNDS = {
  stringMaxLength: 4000,
  idMaxLength: 100,
  listMaxItems: 1000,
  jsonMaxLength: 1_000_000,
  jsonMaxDepth: 32,
} as const;

/** Checks one coerced value; throws BAD_USER_INPUT naming the field. */
export type ValueCheck = (value: unknown) => void;

// NUL (PostgreSQL refuses it in text) and UTF-16 surrogates without their pair (not encodable as UTF-8).
const FORBIDDEN_CHARACTERS = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** `first_name` → "First name", `productTypeID` → "Product type ID": the field as a person reads it. */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => (word.toLowerCase() === 'id' || (word === word.toUpperCase() && word.length > 1) ? word.toUpperCase() : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function checkText(value: string, name: string, maxLength: number, minLength: number): void {
  if (value.length > maxLength) throw badInput(`${fieldLabel(name)} must be at most ${maxLength} characters`, name);
  if (value.trim().length < minLength) {
    throw badInput(minLength <= 1 ? `${fieldLabel(name)} must not be empty` : `${fieldLabel(name)} must be at least ${minLength} characters`, name);
  }
  if (FORBIDDEN_CHARACTERS.test(value)) throw badInput(`${fieldLabel(name)} contains characters that are not allowed`, name);
}

function checkNumber(value: number, name: string, limits: Limits): void {
  const { min, max } = limits;
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    const range = min !== undefined && max !== undefined ? `between ${min} and ${max}` : min !== undefined ? `at least ${min}` : `at most ${max}`;
    throw badInput(`${fieldLabel(name)} must be ${range}`, name);
  }
}

/**
 * Walks a JSON value without recursion, refusing it as soon as it nests deeper than allowed
 * or grows past its size budget, so a hostile document costs at most one pass over its budget.
 */
function checkJson(value: unknown, name: string, limits: Limits): void {
  const maxDepth = limits.maxDepth ?? DEFAULT_BOUNDS.jsonMaxDepth;
  const maxLength = limits.maxLength ?? DEFAULT_BOUNDS.jsonMaxLength;
  const tooLarge = () => badInput(`${fieldLabel(name)} is too large (at most ${maxLength} characters)`, name);
  let size = 0;
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    const item = next.value;
    if (typeof item === 'string') {
      size += item.length + 2;
      if (size > maxLength) throw tooLarge();
      checkText(item, name, maxLength, 0);
    } else if (item !== null && typeof item === 'object') {
      if (next.depth >= maxDepth) throw badInput(`${fieldLabel(name)} is nested too deeply (at most ${maxDepth} levels)`, name);
      size += 2;
      if (Array.isArray(item)) {
        for (const element of item) pending.push({ value: element, depth: next.depth + 1 });
      } else {
        for (const [key, element] of Object.entries(item)) {
          size += key.length + 3;
          if (size > maxLength) throw tooLarge();
          checkText(key, name, maxLength, 0);
          pending.push({ value: element, depth: next.depth + 1 });
        }
      }
      if (size > maxLength) throw tooLarge();
    } else {
      size += 8;
      if (size > maxLength) throw tooLarge();
    }
  }
}

function scalarCheck(typeName: string, name: string, limits: Limits): ValueCheck | null {
  switch (typeName) {
    case 'Boolean':
      return null;
    case 'String': {
      const maxLength = limits.maxLength ?? DEFAULT_BOUNDS.stringMaxLength;
      const minLength = limits.minLength ?? 0;
      return (value) => {
        if (typeof value === 'string') checkText(value, name, maxLength, minLength);
      };
    }
    case 'ID': {
      const maxLength = limits.maxLength ?? DEFAULT_BOUNDS.idMaxLength;
      const minLength = limits.minLength ?? 1;
      return (value) => {
        if (typeof value === 'string') checkText(value, name, maxLength, minLength);
      };
    }
    case 'Int':
    case 'Float':
      return limits.min === undefined && limits.max === undefined ? null : (value) => {
        if (typeof value === 'number') checkNumber(value, name, limits);
      };
    default:
      // Custom scalars (JSON) carry documents: bounded in depth and size, strings checked inside.
      return (value) => checkJson(value, name, limits);
  }
}

/**
 * Builds the check of one argument or input field from its type and `@limit` settings, once
 * per schema; `null` when nothing about the value needs checking (booleans, enums).
 */
export function compileCheck(type: GraphQLInputType, name: string, limits: Limits, objects = new Map<string, ValueCheck | null>()): ValueCheck | null {
  const nullable = isNonNullType(type) ? (type.ofType as GraphQLInputType) : type;
  if (isListType(nullable)) {
    const maxItems = limits.maxItems ?? DEFAULT_BOUNDS.listMaxItems;
    const item = compileCheck(nullable.ofType as GraphQLInputType, name, limits, objects);
    return (value) => {
      if (!Array.isArray(value)) {
        // A single value given for a list argument is coerced to one item by graphql-js.
        if (value != null) item?.(value);
        return;
      }
      if (value.length > maxItems) throw badInput(`${fieldLabel(name)} can have at most ${maxItems} items`, name);
      if (item) for (const element of value) if (element != null) item(element);
    };
  }
  if (isInputObjectType(nullable)) return objectCheck(nullable, objects);
  if (isEnumType(nullable)) return null;
  if (isScalarType(nullable)) return scalarCheck(nullable.name, name, limits);
  return null;
}

function objectCheck(type: GraphQLInputObjectType, objects: Map<string, ValueCheck | null>): ValueCheck | null {
  if (objects.has(type.name)) {
    // Recursive input types: refer to the check being built instead of building it again.
    return (value) => objects.get(type.name)?.(value);
  }
  objects.set(type.name, null);
  const fields = Object.values(type.getFields())
    .map((field) => ({ key: field.name, check: compileCheck(field.type, field.name, limitsOf(field.astNode), objects) }))
    .filter((field): field is { key: string; check: ValueCheck } => field.check !== null);
  const check: ValueCheck | null = fields.length === 0 ? null : (value) => {
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    for (const field of fields) {
      const fieldValue = record[field.key];
      if (fieldValue != null) field.check(fieldValue);
    }
  };
  objects.set(type.name, check);
  return check;
}
