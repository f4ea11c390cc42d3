import { GraphQLError } from 'graphql';
import { checkEditorRules, templateSaveProblems, validateArtwork, type ValidationError } from '@pod/artwork-scene';
import type { JsonObject } from './artwork.entity';
import { ARTWORK_MESSAGES } from './artwork-messages';

/** An artwork as saved: the form fields plus the design parts as the client sent them. */
export interface ArtworkDocument {
  title: string;
  width: number;
  height: number;
  templates: unknown;
  sharedLayers: unknown;
  templateDisplayMode: string | null;
  templateDisplayLabel: string | null;
}

/** A document the validator accepted: its templates and shared layers are lists of objects. */
export type ValidArtworkDocument = ArtworkDocument & { templates: JsonObject[]; sharedLayers: JsonObject[] };

/**
 * Checks a whole artwork document with @pod/artwork-scene's validator, the same rules the
 * renderer applies, so nothing is saved that would fail at print time, then with the editor's
 * save rules (`checkEditorRules`: at most one default template, 'Exclude from mockup' only where
 * the panel offers it, document bounds; `templateSaveProblems` when the save sends templates) —
 * every rule the panels enforce is enforced again here (spec 002 §5). Every problem is returned to the client: `message` lists "path: reason" pairs,
 * `extensions.errors` the list.
 */
export function assertValidDocument(doc: ArtworkDocument, options: { templatesBefore?: number } = {}): asserts doc is ValidArtworkDocument {
  const result = validateArtwork({
    title: doc.title,
    width: doc.width,
    height: doc.height,
    templates: doc.templates,
    sharedLayers: doc.sharedLayers,
    ...(doc.templateDisplayMode != null ? { templateDisplayMode: doc.templateDisplayMode } : {}),
    ...(doc.templateDisplayLabel != null ? { templateDisplayLabel: doc.templateDisplayLabel } : {}),
  });
  if (!result.ok) throw documentError(result.errors);
  const problems = [
    ...checkEditorRules(result.artwork),
    // When the save sends templates: the last one is never removed, and one is the default.
    ...(options.templatesBefore !== undefined ? templateSaveProblems(result.artwork.templates, options.templatesBefore) : []),
  ];
  if (problems.length) throw documentError(problems);
}

export function documentError(errors: ValidationError[]): GraphQLError {
  const shown = errors.slice(0, 20).map((e) => `${e.path}: ${e.message}`);
  const more = errors.length > shown.length ? ` (and ${errors.length - shown.length} more)` : '';
  const root = errors[0]?.path.split(/[.[]/)[0];
  return new GraphQLError(`${ARTWORK_MESSAGES.invalidDocument}: ${shown.join('; ')}${more}`, {
    extensions: {
      code: 'BAD_USER_INPUT',
      field: root === 'sharedLayers' ? 'sharedLayers' : 'templates',
      errors: errors.map((e) => ({ path: e.path, reason: e.message })),
    },
  });
}
