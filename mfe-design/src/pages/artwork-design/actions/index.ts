import { createEditor, createEditorStore } from '@pod/canvas-editor';
import { bringForward, groupLayers, reorderLayer, sendBackward, ungroupLayers } from './arrange';
import { copyLayers, cutLayers, duplicateLayers, pasteLayers } from './clipboard';
import { importLayers, updateArtworkInfo } from './import-layers';
import { addLayer, convertImageToText, deleteLayers, moveLayers, renameLayer, toggleLock, toggleVisible, transformLayers, updateLayer } from './layers';
import { clearSelection, selectAll, selectLayer } from './selection';
import { addTemplate, removeTemplate, renameTemplate, selectTemplate, setDefaultTemplate, setTemplates } from './templates';
import type { ArtworkAction, ArtworkDoc, ArtworkEditor, ArtworkEnv } from './types';

export type { ArtworkDoc, ArtworkView, ArtworkEnv, ArtworkEditor } from './types';
export { randomLayerId } from './types';
export type { AddLayerValue, LayerGeometry } from './layers';

/** Every action of the artwork editor; toolbar, panels, canvas and keyboard dispatch these by name. */
export const ARTWORK_ACTIONS: readonly ArtworkAction[] = [
  addLayer,
  selectLayer,
  clearSelection,
  selectAll,
  transformLayers,
  moveLayers,
  reorderLayer,
  bringForward,
  sendBackward,
  groupLayers,
  ungroupLayers,
  duplicateLayers,
  deleteLayers,
  toggleVisible,
  toggleLock,
  renameLayer,
  convertImageToText,
  copyLayers,
  cutLayers,
  pasteLayers,
  selectTemplate,
  addTemplate,
  renameTemplate,
  setDefaultTemplate,
  removeTemplate,
  setTemplates,
  updateLayer,
  importLayers,
  updateArtworkInfo,
];

/** The artwork editor: the core with the artwork's actions; a locked artwork refuses every change. */
export function createArtworkEditor(doc: ArtworkDoc, template: number, env: ArtworkEnv, onMessage?: (m: { type: string; text: string }) => void): ArtworkEditor {
  const store = createEditorStore({ doc, view: { template } });
  return createEditor({ store, actions: ARTWORK_ACTIONS, env, isLocked: (s) => s.doc.lock === true, onMessage });
}
