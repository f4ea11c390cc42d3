import { DEFAULT_PORTS, DEFAULT_SUPPORT_PORTS } from '@pod/contracts';

/**
 * Every port the e2e run uses, moved by `E2E_PORT_OFFSET` (default 0). Two runs then stand side by
 * side: `E2E_SHARDS=2` runs two shards at once, each against its own embedded suite and its own data
 * (so no spec sees another shard's changes), and a developer can run e2e while `npm start` holds the
 * defaults.
 * The suite reads each port from `<NAME>_PORT` (infra/src/embedded/suite.ts), the fake store from
 * `FAKE_WOO_STORE_PORT` (packages/store-fakes).
 */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(PORT_OFFSET) || PORT_OFFSET < 0 || PORT_OFFSET > 1000) throw new Error(`E2E_PORT_OFFSET must be a whole number from 0 to 1000, got "${process.env.E2E_PORT_OFFSET}"`);

const SUITE_PORTS = { ...DEFAULT_PORTS, ...DEFAULT_SUPPORT_PORTS };
const moved = Object.fromEntries(Object.entries(SUITE_PORTS).map(([name, port]) => [name, port + PORT_OFFSET])) as Record<keyof typeof SUITE_PORTS, number>;

export const PORTS = { ...moved, fakeWooStore: 4810 + PORT_OFFSET };

/** The environment that puts the embedded suite and the fake store on these ports. */
export const PORTS_ENV: Record<string, string> = {
  ...Object.fromEntries(Object.entries(moved).map(([name, port]) => [`${name.toUpperCase().replace(/-/g, '_')}_PORT`, String(port)])),
  FAKE_WOO_STORE_PORT: String(PORTS.fakeWooStore),
};

export const SHELL_URL = `http://localhost:${PORTS.shell}`;
export const GATEWAY_BASE = `http://localhost:${PORTS.gateway}`;
