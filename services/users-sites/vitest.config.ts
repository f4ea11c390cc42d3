import { nodeTestConfig } from '../../vitest.node';

// Isolated: the store egress allow-list (`configureStoreEgress` in @pod/store-client) is
// process-wide and only ever widens, so a file that allows loopback stores would let the
// next file's refusal tests pass a loopback address.
export default nodeTestConfig({ test: { isolate: true } });
