import type { Action, Editor } from '@pod/canvas-editor';
import type { Artwork } from '@pod/artwork-scene';

/** The artwork editor's document is the validated artwork (templates, shared layers, info). */
export type ArtworkDoc = Artwork;

/** UI state an undo returns to: the template being edited (-1 = the shared layers). */
export interface ArtworkView {
  template: number;
}

/** What actions need from the page but must not create themselves (tests pass a counter). */
export interface ArtworkEnv {
  /** A short random layer id (spec 002 §3). */
  newId(): string;
}

export type ArtworkAction = Action<ArtworkDoc, ArtworkView, ArtworkEnv>;
export type ArtworkEditor = Editor<ArtworkDoc, ArtworkView, ArtworkEnv>;

/** Short random ids of 8 base-36 characters: unique enough inside one artwork, checked anyway by the callers. */
export function randomLayerId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}
