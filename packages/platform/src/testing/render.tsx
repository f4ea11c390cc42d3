import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { PlatformUiProvider } from '../PlatformProvider';
import './antdInJsdom';

/**
 * The antd context a page of the suite renders in (the shell's `PlatformUiProvider`: the suite's
 * theme, zero-runtime styles, App for message/notification), with antd's motion off.
 *
 * Why each part, for jsdom tests:
 * - Zero-runtime, as in production: otherwise antd's CSS-in-JS runtime generates and injects each
 *   component's styles as it first renders (a layer's properties column: ~2,300 rules), and
 *   jsdom's getComputedStyle, which Testing Library's role queries call for each element they
 *   look at, matches every one of them against every element. In production the same rules come
 *   from antd's prebuilt stylesheet, which vitest does not load (CSS imports are empty), so tests
 *   see inline styles and `hidden` only. The controls the editor's panel tests query are the same
 *   either way: same roles, names and disabled states on every layer type's properties column.
 * - No motion: jsdom runs no CSS transitions, so a closing Modal or Select popup stays in the DOM
 *   until rc-motion's fallback timer ends it; a test that opens a second one meanwhile sees two
 *   (and a findBy* waits for the timer). Without motion they open and close at once, as they
 *   do in a browser once the transition has ended.
 */
export function TestUiProvider({ children }: { children: ReactNode }) {
  return (
    // Outside PlatformUiProvider, whose theme inherits it, so App's hook dialogs and messages
    // (rendered by App, next to the page) have no motion either.
    <ConfigProvider theme={{ token: { motion: false } }}>
      <PlatformUiProvider>{children}</PlatformUiProvider>
    </ConfigProvider>
  );
}

/** Testing Library's `render` inside `TestUiProvider`; a `wrapper` of the caller goes inside it. */
export function renderWithUi(ui: ReactElement, options: RenderOptions = {}) {
  const Inner = options.wrapper;
  const Wrapper = ({ children }: { children: ReactNode }) => <TestUiProvider>{Inner ? <Inner>{children}</Inner> : children}</TestUiProvider>;
  return render(ui, { ...options, wrapper: Wrapper });
}
