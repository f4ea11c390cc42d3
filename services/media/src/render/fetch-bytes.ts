import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * Fetch a file from object storage (http/https), a file: URL or a data: URL, with a
 * time-out. Errors are short sentences naming the URL: they end up in the order's log.
 */
export async function fetchBytes(url: string, timeoutMs: number, what: string): Promise<Buffer> {
  if (url.startsWith('file:')) return readFile(fileURLToPath(url));
  if (url.startsWith('data:')) {
    const comma = url.indexOf(',');
    const meta = url.slice(5, comma);
    return Buffer.from(decodeURIComponent(url.slice(comma + 1)), meta.endsWith(';base64') ? 'base64' : 'utf8');
  }
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new Error(`${what} ${url} did not load within ${timeoutMs} ms`);
    throw new Error(`${what} ${url} could not be fetched (${(error as Error & { cause?: Error }).cause?.message ?? (error as Error).message})`);
  }
  if (!response.ok) throw new Error(`${what} ${url} answered HTTP ${response.status}`);
  try {
    return Buffer.from(await response.arrayBuffer());
  } catch (error) {
    throw new Error(`${what} ${url} did not load within ${timeoutMs} ms`);
  }
}
