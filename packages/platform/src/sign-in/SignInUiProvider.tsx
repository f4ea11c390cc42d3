import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { KIT, SignInStyles } from './styles';

/** How long a toast stays, as antd's message (3 s). */
const TOAST_MS = 3000;

/** The sign-in pages' toasts: antd's `message.success` shape. */
export interface SignInMessageApi {
  success(text: string): void;
}

const SignInMessageContext = createContext<SignInMessageApi | null>(null);

/**
 * Toasts for the sign-in pages, kept mounted across them (the layout route renders this), so
 * "Your password has been reset…" survives the move to /login. Drawn by the sign-in kit rather
 * than antd's message, which would bring antd's style runtime to the first page (issue 10 item 7).
 */
export function SignInUiProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<{ id: number; text: string }[]>([]);
  const nextId = useRef(0);
  const success = useCallback((text: string) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, text }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_MS);
  }, []);
  const api = useMemo(() => ({ success }), [success]);
  return (
    <SignInMessageContext.Provider value={api}>
      <div className={`${KIT}-toasts`} role="status" aria-live="polite">
        <SignInStyles />
        {toasts.map((toast) => (
          <div key={toast.id} className={`${KIT}-toast`}>
            <CheckCircleFilled />
            <span>{toast.text}</span>
          </div>
        ))}
      </div>
      {children}
    </SignInMessageContext.Provider>
  );
}

/** The toasts of the enclosing SignInUiProvider (kept mounted across the sign-in pages). */
export function useSignInMessage(): SignInMessageApi {
  const api = useContext(SignInMessageContext);
  if (!api) throw new Error('useSignInMessage() needs a <SignInUiProvider> above it.');
  return api;
}
