import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES, type RouteDef } from '@pod/contracts';
import { AccessGuard } from '@pod/platform/session';
import type { RemoteOwner } from '../remotes/registry';
import { AccessDeniedPage, AnonymousLayout, MainLayout, NotFoundPage, RemoteRoutePage, SHELL_PAGES } from './shellPages';

function pageFor(def: RouteDef) {
  if (def.owner === 'shell') {
    const Page = SHELL_PAGES[def.path];
    return Page ? <Page /> : <NotFoundPage />;
  }
  // key: moving between two routes of one remote remounts the page, not the remote loader.
  return <RemoteRoutePage key={def.path} owner={def.owner as RemoteOwner} pattern={def.path} />;
}

function guarded(def: RouteDef) {
  return def.access === 'public' ? (
    pageFor(def)
  ) : (
    <AccessGuard access={def.access} denied={<AccessDeniedPage />}>
      {pageFor(def)}
    </AccessGuard>
  );
}

/**
 * Every route of contracts ROUTES: 'plain' pages (sign-in, reset, verify) without the layout,
 * the rest inside it, each behind the access guard of its table entry (spec 000 "Access and
 * redirects"). `/` opens the login page (spec 002 §2.1), which sends signed-in users on.
 */
export function AppRoutes() {
  const plain = ROUTES.filter((r) => r.layout === 'plain');
  const main = ROUTES.filter((r) => r.layout !== 'plain');
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/login" replace />} />
      <Route element={<AnonymousLayout />}>
        {plain.map((def) => (
          <Route key={def.path} path={def.path} element={guarded(def)} />
        ))}
      </Route>
      <Route element={<MainLayout />}>
        {main.map((def) => (
          <Route key={def.path} path={def.path} element={guarded(def)} />
        ))}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
