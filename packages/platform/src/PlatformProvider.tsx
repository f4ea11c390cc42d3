import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { SessionProvider, type SessionProviderProps } from '@pod/platform/session';
import { theme } from './ui/theme';

export type PlatformProviderProps = SessionProviderProps;

/**
 * The suite's antd theme and App context (message/notification). The shell renders it around its
 * signed-in layout (remotes render inside it and share it through the antd singleton); the
 * sign-in pages do without it, so the first page never downloads the shared antd.
 */
export function PlatformUiProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** Session + antd theme in one, for hosts that show antd from the first page (StandaloneApp, tests). */
export function PlatformProvider({ children, gatewayUrl }: PlatformProviderProps) {
  return (
    <SessionProvider gatewayUrl={gatewayUrl}>
      <PlatformUiProvider>{children}</PlatformUiProvider>
    </SessionProvider>
  );
}
