import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface EmbeddedSecrets {
  JWT_SECRET: string;
  INTERNAL_SECRET: string;
}

/**
 * Secrets of the embedded default, generated on first start and kept in the data dir so
 * issued tokens stay valid across restarts. Values from the environment win.
 */
export async function loadOrCreateSecrets(file: string, env: Record<string, string | undefined>): Promise<EmbeddedSecrets> {
  let stored: Partial<EmbeddedSecrets> = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Partial<EmbeddedSecrets>;
  } catch {
    // First start (or an unreadable file): generate below.
  }
  const secrets: EmbeddedSecrets = {
    JWT_SECRET: stored.JWT_SECRET || randomBytes(32).toString('base64url'),
    INTERNAL_SECRET: stored.INTERNAL_SECRET || randomBytes(32).toString('base64url'),
  };
  if (secrets.JWT_SECRET !== stored.JWT_SECRET || secrets.INTERNAL_SECRET !== stored.INTERNAL_SECRET) {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return {
    JWT_SECRET: env.JWT_SECRET || secrets.JWT_SECRET,
    INTERNAL_SECRET: env.INTERNAL_SECRET || secrets.INTERNAL_SECRET,
  };
}
