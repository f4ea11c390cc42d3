import type { ReactElement } from 'react';
import { Client, Provider, fetchExchange } from 'urql';
import { ROLES } from '@pod/contracts';
import { PlatformContext } from '@pod/platform';
import { renderWithUi, testPlatformValue } from '@pod/platform/testing';

const admin = testPlatformValue({ id: 'u-admin', email: 'admin@pod.local', first_name: 'Ada', last_name: 'Admin', roles: [ROLES.Administrator], is_supper_admin: true });

/** Answers GraphQL by operation name; records every request. Unknown operations never answer. */
export type Answers = Record<string, (variables: Record<string, unknown>) => unknown>;

export function renderWithPlatform(ui: ReactElement, answers: Answers = {}) {
  const requests: { operationName: string; variables: Record<string, unknown> }[] = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    const parsed = new URL(String(url));
    const body = init?.body ? JSON.parse(String(init.body)) : { operationName: parsed.searchParams.get('operationName'), variables: JSON.parse(parsed.searchParams.get('variables') ?? '{}') };
    requests.push({ operationName: body.operationName, variables: body.variables ?? {} });
    const answer = answers[body.operationName];
    if (!answer) return new Promise<Response>(() => {});
    return new Response(JSON.stringify(answer(body.variables ?? {})), { headers: { 'content-type': 'application/json' } });
  };
  const client = new Client({ url: 'http://127.0.0.1:9/graphql', exchanges: [fetchExchange], fetch, preferGetMethod: false });
  // The suite's antd context (theme, zero-runtime styles, App), motion off: see renderWithUi.
  const view = renderWithUi(
    <PlatformContext.Provider value={admin}>
      <Provider value={client}>{ui}</Provider>
    </PlatformContext.Provider>,
  );
  return { ...view, requests };
}

export { fixtureArtwork, layerOf } from './fixtures';
