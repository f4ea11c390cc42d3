import { describe, expect, it } from 'vitest';
import { isTypingTarget, matchShortcut, nudgeDelta } from './keys';

describe('keyboard map', () => {
  it('Mod is Ctrl or Cmd, and other modifiers must match exactly', () => {
    expect(matchShortcut({ key: 'z', ctrlKey: true }, 'Mod+Z')).toBe(true);
    expect(matchShortcut({ key: 'z', metaKey: true }, 'Mod+Z')).toBe(true);
    expect(matchShortcut({ key: 'Z', metaKey: true, shiftKey: true }, 'Mod+Z')).toBe(false);
    expect(matchShortcut({ key: 'Z', metaKey: true, shiftKey: true }, 'Mod+Shift+Z')).toBe(true);
    expect(matchShortcut({ key: 'z' }, 'Mod+Z')).toBe(false);
    expect(matchShortcut({ key: 'Delete' }, 'Delete')).toBe(true);
  });

  it('arrows nudge by 1 px, not with a modifier', () => {
    expect(nudgeDelta({ key: 'ArrowLeft' })).toEqual({ dx: -1, dy: 0 });
    expect(nudgeDelta({ key: 'ArrowDown' })).toEqual({ dx: 0, dy: 1 });
    expect(nudgeDelta({ key: 'ArrowDown', ctrlKey: true })).toBeNull();
    expect(nudgeDelta({ key: 'a' })).toBeNull();
  });

  it('text fields, selects and contenteditable count as typing', () => {
    const el = (tagName: string, extra: object = {}) => ({ tagName, getAttribute: () => null, ...extra }) as unknown as EventTarget;
    expect(isTypingTarget(el('TEXTAREA'))).toBe(true);
    expect(isTypingTarget(el('INPUT', { type: 'number' }))).toBe(true);
    expect(isTypingTarget(el('INPUT', { type: 'range' }))).toBe(false);
    expect(isTypingTarget(el('DIV', { isContentEditable: true }))).toBe(true);
    expect(isTypingTarget(el('DIV'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
