/**
 * The list's "x of y" (spec 001 "Category list"): x is the range of rows on the page, y the
 * total, e.g. "11-20 of 23". An empty list reads "0 of 0".
 */
export function pageRange(total: number, range: [number, number]): string {
  if (!total) return '0 of 0';
  const [from, to] = range;
  return `${from}-${to} of ${total}`;
}
