import { runMain } from '@pod/service-kit';
import { SERVICE_NAME } from './config';
import { startUsersSitesService } from './index';

/** Standalone entry of the distributed stack: one process, configured by environment only. */
await runMain(SERVICE_NAME, startUsersSitesService);
