import { createEditor, createEditorStore } from '@pod/canvas-editor';
import { copyLayers, cutLayers, pasteLayers } from './clipboard';
import { addImage, addPrintarea, deleteLayers, moveLayers, renameLayer, reorderLayer, toggleLock, toggleVisible, transformLayers, updateLayer } from './layers';
import { moveMockup, selectMockup } from './mockups';
import { clearSelection, selectAll, selectLayer } from './selection';
import { setApplyToVariants, setVariantActive, updateSettings } from './settings';
import type { MockupAction, MockupEditor, MockupEditorDoc, MockupEnv } from './types';

export type { EditedMockup, MockupEditorDoc, MockupView, MockupEnv, MockupEditor, MockupEditorState, MockupProductType, ProductTypePrintArea } from './types';
export { randomLayerId } from './types';
export type { AddImageValue, LayerGeometry } from './layers';

/** Every action of the mockup editor; toolbar, panels, canvas and keyboard dispatch these by name. */
export const MOCKUP_ACTIONS: readonly MockupAction[] = [
  selectMockup,
  moveMockup,
  addImage,
  addPrintarea,
  selectLayer,
  clearSelection,
  selectAll,
  transformLayers,
  moveLayers,
  reorderLayer,
  deleteLayers,
  toggleVisible,
  toggleLock,
  renameLayer,
  copyLayers,
  cutLayers,
  pasteLayers,
  updateLayer,
  setApplyToVariants,
  setVariantActive,
  updateSettings,
];

/** The mockup editor: the canvas-editor core with the mockup actions, opened on mockup `shown`. */
export function createMockupEditor(doc: MockupEditorDoc, shown: number, env: MockupEnv, onMessage?: (m: { type: string; text: string }) => void): MockupEditor {
  const store = createEditorStore({ doc, view: { mockup: shown } });
  return createEditor({ store, actions: MOCKUP_ACTIONS, env, onMessage });
}
