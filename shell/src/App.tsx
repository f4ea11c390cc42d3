import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SessionProvider } from '@pod/platform/session';
import { AppRoutes } from './routing/AppRoutes';

// Only the session here: antd's theme comes with the signed-in layout (PlatformUiProvider), so the
// sign-in pages never download the shared antd (issue 10 item 7).
// A data router: pages with unsaved edits ask before leaving (react-router's useBlocker needs one).
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

export function App() {
  return (
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
