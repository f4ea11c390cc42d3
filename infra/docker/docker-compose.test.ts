import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { deadLetterTopic, federationName, REMOTE_NAMES, TOPICS, type ServiceName } from '@pod/contracts';
import { GATEWAY_ENV } from '@pod/gateway';
import { envPrefix, serviceEnvSpec, type EnvSpec } from '@pod/service-kit';
import { FRONTENDS, SERVICES } from '../src/embedded/suite';

/** No docker engine on the dev machines: these checks keep the compose file honest instead. */
const root = join(import.meta.dirname, '..', '..');
const composeText = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, {
    build?: { dockerfile: string; args?: Record<string, string> };
    command?: string[];
    environment?: Record<string, string | number>;
    depends_on?: Record<string, { condition: string }>;
    healthcheck?: { test?: string[]; disable?: boolean };
    ports?: string[];
  }>;
};
const envExample = readFileSync(join(root, '.env.example'), 'utf8');
const documented = new Set([...envExample.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));

/** Everything a service reads: the variables every service shares plus its own `*_ENV`. */
async function serviceSpec(def: { name: ServiceName; workspace: string }): Promise<EnvSpec> {
  const module = (await import(join(root, def.workspace, 'src', 'config.ts'))) as Record<string, unknown>;
  const spec = Object.entries(module).find(([name]) => name.endsWith('_ENV'))?.[1];
  if (!spec) throw new Error(`${def.workspace}/src/config.ts exports no *_ENV spec`);
  return { ...serviceEnvSpec(def.name), ...(spec as EnvSpec) };
}

const required = (spec: EnvSpec) => Object.entries(spec).filter(([, d]) => d.required).map(([name]) => name);
const APP_SERVICES = [...SERVICES.map((s) => s.name as string), 'gateway', ...FRONTENDS];

describe('docker-compose.yml', () => {
  it('runs every service, the gateway and every front end with env, depends_on and a healthcheck', () => {
    for (const name of APP_SERVICES) {
      const service = compose.services[name];
      expect(service, name).toBeDefined();
      expect(Object.keys(service.environment ?? {}).length, `${name} environment`).toBeGreaterThan(0);
      expect(Object.keys(service.depends_on ?? {}).length, `${name} depends_on`).toBeGreaterThan(0);
      expect(service.healthcheck?.test?.length, `${name} healthcheck`).toBeGreaterThan(0);
    }
    for (const name of ['postgres', 'kafka', 'minio', 'mailbox']) {
      expect(compose.services[name]?.healthcheck?.test?.length, `${name} healthcheck`).toBeGreaterThan(0);
    }
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(compose.services[dependency], `${name} depends on unknown ${dependency}`).toBeDefined();
        if (condition === 'service_healthy') expect(compose.services[dependency].healthcheck?.test, `${dependency} (needed healthy by ${name})`).toBeDefined();
      }
    }
  });

  it('gives each subgraph every variable its config requires, listening on all interfaces, checked on /ready', async () => {
    for (const def of SERVICES) {
      const service = compose.services[def.name];
      const env = service.environment!;
      for (const variable of required(await serviceSpec(def))) {
        expect(env[variable], `${def.name}: ${variable}`).toBeTruthy();
      }
      expect(env[`${envPrefix(def.name)}_HOST`], `${def.name} host`).toBe('0.0.0.0');
      const port = env[`${envPrefix(def.name)}_PORT`];
      expect(service.healthcheck!.test!.join(' ')).toContain(`127.0.0.1:${port}/ready`);
      expect(env.KAFKA_BROKERS).toBe('kafka:9092');
      expect(service.build?.args?.WORKSPACE).toBe(def.workspace);
      expect(existsSync(join(root, def.workspace, 'src', 'main.ts')), `${def.workspace}/src/main.ts`).toBe(true);
    }
  });

  it("runs media's render consumers in their own container (media-render: render-main.ts, health on MEDIA_RENDER_PORT), the subgraph with MEDIA_CONSUMERS off", async () => {
    const media = compose.services.media;
    const render = compose.services['media-render'];
    expect(render, 'media-render').toBeDefined();
    expect(render.build?.args?.WORKSPACE).toBe('services/media');
    expect(render.command).toEqual(['node', '--import', 'tsx', 'services/media/src/render-main.ts']);
    expect(existsSync(join(root, 'services/media/src/render-main.ts'))).toBe(true);
    expect(media.environment!.MEDIA_CONSUMERS).toBe('off');
    expect(render.environment!.MEDIA_CONSUMERS ?? 'on').toBe('on');
    const env = render.environment!;
    for (const variable of required(await serviceSpec(SERVICES.find((s) => s.name === 'media')!))) expect(env[variable], `media-render: ${variable}`).toBeTruthy();
    // The same bucket, bus, database, artworks and bound as the subgraph it works for.
    for (const variable of ['DATABASE_URL', 'INTERNAL_SECRET', 'KAFKA_BROKERS', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'ARTWORKS_URL', 'PUBLIC_MEDIA_URL', 'MAX_IMAGE_PIXELS']) {
      expect(env[variable], `media-render: ${variable}`).toBe(media.environment![variable]);
    }
    expect(env.MEDIA_HOST).toBe('0.0.0.0');
    expect(render.healthcheck!.test!.join(' ')).toContain(`127.0.0.1:${env.MEDIA_RENDER_PORT}/ready`);
    // Scaled with --scale: no fixed host port, or a second replica could not start.
    expect(render.ports).toBeUndefined();
    expect(render.depends_on!.media).toEqual({ condition: 'service_healthy' });
  });

  it('points the gateway at every subgraph with the secrets it verifies and signs with', () => {
    const gateway = compose.services.gateway;
    for (const variable of required(GATEWAY_ENV)) expect(gateway.environment![variable], variable).toBeTruthy();
    for (const def of SERVICES) {
      const port = compose.services[def.name].environment![`${envPrefix(def.name)}_PORT`];
      expect(gateway.environment![`${envPrefix(def.name)}_URL`]).toBe(`http://${def.name}:${port}/graphql`);
      expect(gateway.depends_on![def.name]).toEqual({ condition: 'service_healthy' });
    }
    expect(gateway.healthcheck!.test!.join(' ')).toContain('/ready');
    // The same secret on both sides of each check.
    expect(gateway.environment!.JWT_SECRET).toBe(compose.services['users-sites'].environment!.JWT_SECRET);
    expect(gateway.environment!.INTERNAL_SECRET).toBe(compose.services.catalog.environment!.INTERNAL_SECRET);
  });

  it('builds each front end with nginx and tells it where the gateway and the remotes are', () => {
    for (const app of FRONTENDS) {
      const service = compose.services[app];
      expect(service.build?.dockerfile).toBe('infra/docker/frontend.Dockerfile');
      expect(service.build?.args?.APP).toBe(app);
      expect(service.environment!.GATEWAY_URL).toMatch(/\/graphql\}?$/);
      expect(existsSync(join(root, app, 'package.json'))).toBe(true);
    }
    const template = readFileSync(join(root, 'infra/nginx/remotes.json.template'), 'utf8');
    for (const remote of REMOTE_NAMES) {
      const variable = `${envPrefix(remote)}_URL`;
      expect(compose.services.shell.environment![variable], variable).toBeTruthy();
      expect(JSON.parse(template.replaceAll(/\$\{[A-Z_]+\}/g, 'http://x'))).toHaveProperty(federationName(remote));
    }
  });

  it("sends the build's gzip copies of the front ends (nginx gzip_static, Vary: Accept-Encoding)", () => {
    const conf = readFileSync(join(root, 'infra/nginx/frontend.conf'), 'utf8');
    expect(conf).toMatch(/^\s*gzip_static on;/m);
    expect(conf).toMatch(/^\s*gzip_vary on;/m);
  });

  it('documents in .env.example every variable compose reads and every service declares', async () => {
    const interpolated = new Set([...composeText.matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
    const specs = [GATEWAY_ENV as EnvSpec, ...(await Promise.all(SERVICES.map((s) => serviceSpec(s))))];
    // PORT is each service's generic fallback; <NAME>_PORT is what we document and set.
    const declared = new Set(specs.flatMap((spec) => Object.keys(spec)).filter((name) => name !== 'PORT'));
    const missing = [...interpolated, ...declared].filter((name) => !documented.has(name));
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe('kafka-topics.txt', () => {
  it('lists every topic of @pod/contracts with its dead-letter topic', () => {
    const lines = readFileSync(join(root, 'infra/kafka-topics.txt'), 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'));
    const topics = new Map(lines.map((l) => l.trim().split(/\s+/) as [string, string]));
    for (const topic of Object.values(TOPICS)) {
      expect(Number(topics.get(topic)), `${topic} (add it to infra/kafka-topics.txt)`).toBeGreaterThan(0);
      expect(Number(topics.get(deadLetterTopic(topic))), deadLetterTopic(topic)).toBeGreaterThan(0);
    }
  });
});
