// PLACEHOLDER (editor-core branch): the lead replaces this file with editor-panels' panels/index.ts
// on merge. It only gives the page Contract A's names so it compiles; nothing here is the product.
import type { ReactNode } from 'react';
import type { Artwork, Layer, Personalization, Template } from '@pod/artwork-scene';

export function LayerProperties(_props: { layer: Layer; artwork: Artwork; locked: boolean; onChange(patch: Partial<Layer>): void }): ReactNode {
  return null;
}
export function LayerImportPanel(_props: { artwork: Artwork; onImport(layers: Layer[]): void; locked: boolean }): ReactNode {
  return null;
}
export function ArtworkInfoModal(_props: {
  open: boolean;
  artwork: { title: string; categories: { id: string; title?: string }[]; width: number; height: number };
  onUpdate(values: { title: string; categories: { id: string; title?: string }[]; width: number; height: number }): void;
  onClose(): void;
}): ReactNode {
  return null;
}
export function TemplateBar(_props: { artwork: Artwork; selectedTemplate: number; onSelect(index: number): void; onChange(templates: Template[]): void; locked: boolean }): ReactNode {
  return null;
}
export function VersionsDrawer(_props: { artworkId: string; open: boolean; onClose(): void; onRestored(): void }): ReactNode {
  return null;
}
export function ShopperPreviewForm(_props: { artwork: Artwork; template: number; values: Personalization; onChange(values: Personalization): void }): ReactNode {
  return null;
}
