import { createContext, useContext, type ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import message from 'antd/es/message';
import { theme } from '../ui/theme';

type MessageApi = ReturnType<typeof message.useMessage>[0];

const SignInMessageContext = createContext<MessageApi | null>(null);

/**
 * The suite theme and toasts for the sign-in pages. These pages import antd's component modules
 * by path (antd/es/<component>), which Module Federation does not share: the first page bundles
 * only the few components it shows instead of the whole shared antd (issue 10 item 7, /login
 * ≤ 250 KB). They never meet a remote, and after sign-in the shell's layout renders under
 * PlatformUiProvider with the one shared antd. Toasts come from message.useMessage rather than
 * antd's App, which would also bring Modal and notification to the first page.
 */
export function SignInUiProvider({ children }: { children: ReactNode }) {
  const [messageApi, messageHolder] = message.useMessage();
  return (
    <ConfigProvider theme={theme}>
      {messageHolder}
      <SignInMessageContext.Provider value={messageApi}>{children}</SignInMessageContext.Provider>
    </ConfigProvider>
  );
}

/** antd's message API bound to SignInUiProvider (kept mounted across the sign-in pages). */
export function useSignInMessage(): MessageApi {
  const api = useContext(SignInMessageContext);
  if (!api) throw new Error('useSignInMessage() needs a <SignInUiProvider> above it.');
  return api;
}
