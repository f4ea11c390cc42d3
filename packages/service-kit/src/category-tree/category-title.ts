import { badInput } from '../errors/graphql-errors';

/**
 * Every kind of category, flat ones (banner categories) too: the title is trimmed and must not be
 * empty; `message` is the kind's wording of the refusal (BAD_USER_INPUT, field `title`).
 */
export function requireCategoryTitle(title: string | null | undefined, message: string): string {
  const trimmed = (title ?? '').trim();
  if (!trimmed) throw badInput(message, 'title');
  return trimmed;
}
