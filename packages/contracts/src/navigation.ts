import { menuFor, menuLeaves, menuPathname, type MenuViewer } from './menu';
import { ROLES } from './roles';
import { canAccess, matchRoute } from './routes';

const { Supporter, Listing, Accounting } = ROLES;

/** Spec 000 "Access and redirects": the landing page its roles give a user. */
function specLanding(roles: readonly string[]): string {
  if (roles.includes(Supporter)) return '/orders';
  if (roles.includes(Listing)) return '/products';
  if (roles.includes(Accounting)) return '/balance';
  return '/orders';
}

/**
 * Landing page after sign-in when no destination was saved: spec 000's choice when the user may
 * open it, else the first page of their menu (a Designs user may not open /orders), else Profile.
 */
export function landingPathFor(viewer: MenuViewer | readonly string[]): string {
  const who: MenuViewer = Array.isArray(viewer) ? { roles: viewer } : (viewer as MenuViewer);
  const spec = specLanding(who.roles);
  if (canAccess(matchRoute(spec)!.access, who)) return spec;
  const first = menuLeaves(menuFor(who)).find(({ item }) => !item.bottom)?.item.path;
  return first ? menuPathname(first) : '/profile';
}

/**
 * Where "back" leads from a page when there is no history to go back to: the route's parent if
 * the user may open it, else their landing page (never out of the app).
 */
export function parentPathFor(pathname: string, viewer: MenuViewer): string {
  const parent = matchRoute(pathname)?.parent;
  const parentRoute = parent ? matchRoute(parent) : undefined;
  if (parentRoute && canAccess(parentRoute.access, viewer)) return parent!;
  return landingPathFor(viewer);
}
