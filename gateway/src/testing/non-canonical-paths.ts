/**
 * Path shapes that Express, http-proxy-middleware and the services could each read differently
 * (issue 21, fault 1: `GET /media\x` passed the token gate unmatched, was forwarded anyway and
 * the signing callback's throw ended the process). `{p}` is a proxied prefix such as `/media`.
 */
export const NON_CANONICAL_PATH_SHAPES = [
  '{p}\\x',
  '{p}\\',
  '{p}%5cx',
  '{p}%5Cx',
  '{p}%2fx',
  '{p}%2Fx',
  '{p}/%2e%2e/graphql',
  '{p}/%2E/x',
  '{p}/../graphql',
  '{p}/./x',
  '{p}/x/..',
  '/{p}',
  '{p}//x',
  '/x/..{p}',
  '{p}/x%00',
  '{p}/x%0d%0aX-Injected: 1',
  '{p}/%zz',
];
