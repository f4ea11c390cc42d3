import { GraphQLError } from 'graphql';
import { DEFAULT_MOCKUP_SETTINGS, MockupSettingsSchema, validateMockupDocument, type MockupDocument, type MockupSettings, type ValidationError } from '@pod/artwork-scene';
import type { ProductTypeFacts } from './catalog-facts';
import type { MockupRow } from './mockup.entity';

/** A mockup's settings with the model's defaults (rows saved before the editor hold `{}`). */
export function mockupSettingsOf(row: Pick<MockupRow, 'settings'>): MockupSettings {
  const parsed = MockupSettingsSchema.safeParse(row.settings ?? {});
  return parsed.success ? parsed.data : DEFAULT_MOCKUP_SETTINGS;
}

/** The message of a refused mockup document; the list is in `extensions.errors`. */
export const INVALID_MOCKUP = 'The mockup could not be saved';

/**
 * The mockup editor's rules, enforced again on save (spec 002 §2.7, §3, §5) with the model's own
 * validator: every problem is returned, `message` lists "path: reason" pairs, `extensions.errors`
 * the list, `extensions.field` the argument of the first.
 */
export function checkedMockupDocument(input: { width: unknown; height: unknown; layers: unknown; settings: unknown; variantIds: unknown }, productType: ProductTypeFacts): MockupDocument {
  const result = validateMockupDocument(input, {
    printAreaIds: productType.print_areas.map((a) => a.id),
    variantIds: productType.variants.map((v) => v.id),
    attributes: productType.attributes,
  });
  if (result.ok) return result.document;
  throw mockupDocumentError(result.errors);
}

function mockupDocumentError(errors: ValidationError[]): GraphQLError {
  const shown = errors.slice(0, 20).map((e) => `${e.path}: ${e.message}`);
  const more = errors.length > shown.length ? ` (and ${errors.length - shown.length} more)` : '';
  return new GraphQLError(`${INVALID_MOCKUP}: ${shown.join('; ')}${more}`, {
    extensions: {
      code: 'BAD_USER_INPUT',
      field: errors[0]?.path.split(/[.[]/)[0] ?? 'layers',
      errors: errors.map((e) => ({ path: e.path, reason: e.message })),
    },
  });
}
