import http from 'node:http';
import https from 'node:https';

/** The slice of a fetch Response that RemoteGraphQLDataSource reads. */
interface SubgraphResponse {
  ok: boolean;
  status: number;
  statusText: string;
  url: string;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/**
 * Idle sockets are dropped after 4 s, before Node servers' default 5 s keep-alive timeout
 * closes them from the other end (a request sent on a socket the server is closing fails
 * with ECONNRESET).
 */
const agentOptions = { keepAlive: true, maxSockets: 256, timeout: 4000 };
const agents = {
  'http:': new http.Agent(agentOptions),
  'https:': new https.Agent(agentOptions),
};

/**
 * The gateway's fetcher for subgraph calls: Node's http client on keep-alive sockets, buffering
 * the (small, JSON) body. It is lighter per call than the WHATWG fetch stack, and every
 * request pays for it once per subgraph fetch of the query plan.
 */
export async function subgraphFetch(url: string, init: RequestInit): Promise<SubgraphResponse> {
  try {
    return await send(url, init);
  } catch (error) {
    // The server closed a kept-alive socket as we reused it: nothing reached it, send again
    // on a fresh one (the retry Node's docs recommend for exactly this race).
    if ((error as { reusedSocket?: boolean }).reusedSocket && (error as NodeJS.ErrnoException).code === 'ECONNRESET') return send(url, init);
    throw error;
  }
}

type RequestInit = { method?: string; headers?: Record<string, string>; body?: string };

function send(url: string, init: RequestInit): Promise<SubgraphResponse> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      { method: init.method ?? 'POST', headers: init.headers, agent: agents[target.protocol as 'http:' | 'https:'] },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const status = response.statusCode ?? 0;
          resolve({
            ok: status >= 200 && status < 300,
            status,
            statusText: response.statusMessage ?? '',
            url,
            headers: {
              get: (name) => {
                const value = response.headers[name.toLowerCase()];
                return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
              },
            },
            text: async () => body,
            json: async () => JSON.parse(body),
          });
        });
      },
    );
    request.on('error', (error) => reject(Object.assign(error, { reusedSocket: request.reusedSocket })));
    request.end(init.body);
  });
}
