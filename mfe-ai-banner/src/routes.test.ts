import { describe, expect, it } from 'vitest';
import { routesOf } from '@pod/contracts';
import routes from './routes';

// The shell sends a path to this remote only when @pod/contracts names it as the owner: a route
// served under any other pattern would never be reached.
describe('mfe-ai-banner routes', () => {
  it('serves only patterns of the route table that this remote owns, each once, each with a page', () => {
    const owned = new Set(routesOf('mfe-ai-banner').map((r) => r.path));
    const served = routes.map((r) => r.path);
    expect(served.filter((path) => !owned.has(path))).toEqual([]);
    expect(new Set(served).size).toBe(served.length);
    expect(routes.every((r) => typeof r.Component === 'function')).toBe(true);
  });
});
