export { applyInputBounds } from './apply-input-bounds';
export { DEFAULT_BOUNDS, fieldLabel } from './input-checks';
export { LIMIT_DIRECTIVE_SDL, type Limits } from './limit-directive';
