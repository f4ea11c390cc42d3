/** The parts of a KeyboardEvent the editor reads (a DOM event, React's synthetic one or a test's). */
export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
  target?: EventTarget | null;
  preventDefault?(): void;
}

/**
 * A shortcut such as `Mod+Shift+Z`: `Mod` is Ctrl or Cmd (either, so one map serves every
 * platform); the other modifiers must match exactly, so Mod+Z never fires on Mod+Shift+Z.
 */
export type Shortcut = string;

export function isMod(event: KeyLike): boolean {
  return !!(event.ctrlKey || event.metaKey);
}

export function matchShortcut(event: KeyLike, shortcut: Shortcut): boolean {
  const parts = shortcut.split('+');
  const key = parts.pop()!;
  const wants = new Set(parts.map((p) => p.toLowerCase()));
  if (wants.has('mod') !== isMod(event)) return false;
  if (wants.has('shift') !== !!event.shiftKey) return false;
  if (wants.has('alt') !== !!event.altKey) return false;
  return event.key.toLowerCase() === key.toLowerCase();
}

export function matchAny(event: KeyLike, shortcuts: readonly Shortcut[]): boolean {
  return shortcuts.some((s) => matchShortcut(event, s));
}

/** The editor's keyboard map (spec 002 §2.7/§2.8). */
export const KEYMAP = {
  undo: ['Mod+Z'],
  redo: ['Mod+Shift+Z', 'Mod+Y'],
  clearSelection: ['Escape'],
  selectAll: ['Mod+A'],
  copy: ['Mod+C'],
  cut: ['Mod+X'],
  paste: ['Mod+V'],
  delete: ['Delete', 'Backspace'],
  nudge: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'],
} as const satisfies Record<string, readonly Shortcut[]>;

/** Arrow keys move by 1 px (spec 002 §9); the delta of an arrow key, else null. */
export function nudgeDelta(event: KeyLike, step = 1): { dx: number; dy: number } | null {
  if (isMod(event) || event.altKey) return null;
  switch (event.key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}

/**
 * Keys typed into a field belong to the field: Backspace deletes a character, Mod+Z undoes
 * typing, arrows move the caret. The editor ignores events whose target is one.
 */
export function isTypingTarget(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') {
    const type = (element as HTMLInputElement).type?.toLowerCase();
    // Buttons-like inputs take no text.
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
  }
  return element.isContentEditable === true || element.getAttribute?.('contenteditable') === 'true';
}
