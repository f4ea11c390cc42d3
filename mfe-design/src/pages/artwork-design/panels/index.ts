// The artwork editor's panels (issue 23, Contract A): controlled antd components, each calling
// back with a debounced patch. The editor page (editor-core) places them and dispatches the
// patches as actions.
export type { LayerPanelProps, LayerPatch } from './types';
export { LayerProperties, type LayerPropertiesProps } from './LayerProperties';
export { LayerImportPanel, type LayerImportPanelProps } from './LayerImportPanel';
export { ArtworkInfoModal, ARTWORK_INFO_MESSAGES, type ArtworkInfo, type ArtworkInfoModalProps, type ArtworkInfoValues } from './ArtworkInfoModal';
export { TemplateBar, type TemplateBarProps } from './TemplateBar';
export { VersionsDrawer, type VersionsDrawerProps } from './VersionsDrawer';
export { ShopperPreviewForm, type ShopperPreviewFormProps } from './ShopperPreviewForm';
export { IMAGE_GENERATORS, IMAGE_GENERATOR_FLAGS, type ImageGenerator, type ImageGeneratorFlag } from './generators';
