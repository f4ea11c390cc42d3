import { describe, expect, it } from 'vitest';
import { documentNestingDepth, nestsDeeperThan } from './body-guards';

describe('documentNestingDepth', () => {
  it('counts brackets of the document, not those inside strings, block strings or comments', () => {
    expect(documentNestingDepth('{ a { b(x: [1, {y: 2}]) } }')).toBe(5);
    expect(documentNestingDepth('{ a(t: "{{{{[[[[\\"((((") }')).toBe(2);
    expect(documentNestingDepth('{ a(t: """ {{{{ """) # {{{{{{\n }')).toBe(2);
  });

  it('reads a 20,000-deep document in one pass without recursion', () => {
    expect(documentNestingDepth(`{ a(x: ${'['.repeat(20_000)}1${']'.repeat(20_000)}) }`)).toBe(20_002);
  });
});

describe('nestsDeeperThan', () => {
  it('finds nesting past the limit in arrays and objects, without recursion', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 20_000; i += 1) deep = i % 2 ? [deep] : { a: deep };
    expect(nestsDeeperThan(deep, 64)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
  });
});
