// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitiseSellerMessage } from './sellerMessage';

const HOSTILE = [
  '<b>Holiday hours</b>',
  '<script>window.__pwned = 1</script>',
  '<img src="x" onerror="window.__pwned = 2">',
  '<a href="javascript:window.__pwned=3">click</a>',
  '<svg><script>window.__pwned = 4</script></svg>',
  '<iframe srcdoc="<script>parent.__pwned=5</script>"></iframe>',
  '<div onmouseover="window.__pwned = 6" style="color:red">hover</div>',
  '<form action="https://evil.example"><button>go</button></form>',
].join('');

describe('seller message', () => {
  it('keeps the formatting and removes every script, handler and javascript: link', () => {
    const clean = sanitiseSellerMessage(HOSTILE);
    expect(clean).toContain('<b>Holiday hours</b>');
    expect(clean).toContain('hover');
    expect(clean).not.toMatch(/<script|onerror|onmouseover|javascript:|<iframe|<form|<button/i);

    // Rendering the result runs nothing.
    const host = document.createElement('div');
    host.innerHTML = clean;
    document.body.append(host);
    host.querySelectorAll('*').forEach((el) => el.dispatchEvent(new Event('mouseover')));
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    host.remove();
  });

  it('opens links in a new tab without access to the back office', () => {
    expect(sanitiseSellerMessage('<a href="https://example.com/help">help</a>')).toBe(
      '<a href="https://example.com/help" target="_blank" rel="noopener noreferrer">help</a>',
    );
  });
});
