import { BrowserRouter } from 'react-router-dom';
import { PlatformProvider } from '@pod/platform';
import { AppRoutes } from './routing/AppRoutes';

export function App() {
  return (
    <PlatformProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </PlatformProvider>
  );
}
