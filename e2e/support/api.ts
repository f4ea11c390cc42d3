import { GATEWAY_BASE } from './ports';
import { latestMailTo } from './mailbox';

export const DEMO_PASSWORD = 'demo-pass-1';

/** The suite's gateway, for arranging test data through the same API the pages use. */
export const GATEWAY_URL = `${GATEWAY_BASE}/graphql`;

export async function gql<T = any>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(GATEWAY_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}

/** A real 2x2 PNG: media registers only bytes that decode as the declared type. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DwHwyBNIQBEoYIAgBqRQ/x0c3tJgAAAABJRU5ErkJggg==', 'base64');

/**
 * Uploads a PNG as the token's user the way the browser does (signed form, then createFile)
 * and returns the registered key: product images must be the seller's own files.
 */
export async function uploadPng(token: string, filename = 'product-image.png', png: Buffer = PNG): Promise<string> {
  return (await uploadPngFile(token, filename, png)).key;
}

/** As `uploadPng`, with the registered file's public URL too (artwork Image layers point at it). */
export async function uploadPngFile(token: string, filename: string, png: Buffer): Promise<{ key: string; url: string }> {
  const { createSignedUrl: signed } = await gql<{ createSignedUrl: { key: string; url: string; fields: Array<{ name: string; value: string }> } }>(
    'mutation Sign($filename: String!, $fileMime: String!) { createSignedUrl(filename: $filename, fileMime: $fileMime) { key url fields { name value } } }',
    { filename, fileMime: 'image/png' },
    token,
  );
  const form = new FormData();
  for (const field of signed.fields) form.append(field.name, field.value);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), filename);
  const posted = await fetch(signed.url, { method: 'POST', body: form });
  if (!posted.ok) throw new Error(`storage refused the upload (${posted.status})`);
  const { createFile } = await gql<{ createFile: { key: string; url: string } }>(
    'mutation Register($input: CreateFileInput!) { createFile(input: $input) { key url } }',
    { input: { key: signed.key, file_name: filename, file_mime: 'image/png', file_size: png.length, source: 'aws' } },
    token,
  );
  return createFile;
}

/** The `login` mutation the sign-in form calls: the session token and when it expires. */
export async function login(email: string, password = DEMO_PASSWORD): Promise<{ token: string; expired_at: string }> {
  const data = await gql<{ login: { token: string; expired_at: string } }>(
    'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token expired_at } }',
    { email, password },
  );
  return data.login;
}

export async function tokenFor(email: string, password = DEMO_PASSWORD): Promise<string> {
  return (await login(email, password)).token;
}

/**
 * Creates an activated user of its own for a spec that changes account state, so specs do
 * not depend on each other's order: the admin creates it, the activation link comes by mail.
 */
export async function createActivatedUser(role: string, password = DEMO_PASSWORD): Promise<{ email: string; password: string }> {
  const email = `e2e-${role.toLowerCase()}-${Date.now()}@pod.local`;
  const admin = await tokenFor('admin@pod.local');
  await gql(
    'mutation CreateUser($input: UserInput!) { createUser(input: $input) { id } }',
    { input: { first_name: 'E2E', last_name: role, email, password, phone: '5550100', birthday: '1990-05-01', roles: [role] } },
    admin,
  );
  let token: string | undefined;
  for (let attempt = 0; attempt < 50 && !token; attempt++) {
    token = (await latestMailTo(email))?.text.match(/\/verify\/([\w.-]+)/)?.[1];
    if (!token) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!token) throw new Error(`no activation mail reached ${email}`);
  await gql('mutation Activate($token: String!) { accountActivation(token: $token) }', { token });
  return { email, password };
}
