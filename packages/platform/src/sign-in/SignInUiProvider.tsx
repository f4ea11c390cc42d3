import type { ReactNode } from 'react';
import AntApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import { theme } from '../ui/theme';

/**
 * The suite theme and App context (message) for the sign-in pages. These pages import antd's
 * component modules by path (antd/es/<component>), which Module Federation does not share: the
 * first page bundles only the few components it shows instead of the whole shared antd (issue 10
 * item 7, /login ≤ 250 KB). They never meet a remote, and after sign-in the shell's layout renders
 * under PlatformUiProvider with the one shared antd.
 */
export function SignInUiProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
