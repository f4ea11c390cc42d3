// The front ends' jsdom test kit (tests only; no product code imports it). Importing it installs
// the jsdom polyfills antd needs (./antdInJsdom).
export { renderWithUi, TestUiProvider } from './render';
export { testPlatformValue } from './platform-value';
