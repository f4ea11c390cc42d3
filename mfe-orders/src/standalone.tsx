import { StandaloneApp, type RemoteRoute } from '@pod/platform';

/** Minimal host for the team: signs in through the same gateway and renders this remote's routes. */
export function StandaloneHost({ routes }: { routes: RemoteRoute[] }) {
  return <StandaloneApp title="Orders" routes={routes} />;
}
