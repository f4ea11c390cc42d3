import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PlatformProvider } from '@pod/platform';
import { AppRoutes } from './routing/AppRoutes';

// A data router: pages with unsaved edits ask before leaving (react-router's useBlocker needs one).
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

export function App() {
  return (
    <PlatformProvider>
      <RouterProvider router={router} />
    </PlatformProvider>
  );
}
