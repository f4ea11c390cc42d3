import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createLogger } from '@pod/service-kit';
import { startGateway } from './index';

/**
 * `npm run supergraph -w @pod/gateway -- <file>`: composes the running subgraphs (URLs and
 * secrets from the environment, as for the gateway) and writes the supergraph SDL, for
 * deployments that set SUPERGRAPH_PATH instead of composing at start-up.
 */
const target = process.argv[2];
if (!target) {
  process.stderr.write('usage: write-supergraph <output file>\n');
  process.exit(2);
}
const logger = createLogger('supergraph', process.env.LOG_LEVEL ?? 'warn');
const gateway = await startGateway({ env: { ...process.env, SUPERGRAPH_PATH: '', SUPERGRAPH_POLL_MS: '0' }, logger, port: 0 });
try {
  await writeFile(resolve(target), gateway.supergraphSdl());
  logger.info({ file: resolve(target) }, 'supergraph written');
} finally {
  await gateway.stop();
}
