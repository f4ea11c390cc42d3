import { nodeTestConfig } from '../../vitest.node';

export default nodeTestConfig();
