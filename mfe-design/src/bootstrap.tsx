import { createRoot } from 'react-dom/client';
import { StandaloneHost } from './standalone';
import routes from './routes';

// This page is only the remote's own dev host; inside the suite the shell loads ./routes.
createRoot(document.getElementById('root')!).render(<StandaloneHost routes={routes} />);
