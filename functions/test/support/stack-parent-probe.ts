import { launchStack } from './local-stack';

/**
 * A test process in miniature, for stack-orphans.test.ts: starts a stack in the DATA_DIR it is given,
 * prints its port and process group, then waits to be killed (or interrupted) without stopping it.
 */
const stack = await launchStack({ dataDir: process.argv[2]!, env: { LOCAL_TIMERS: 'off' } });
await stack.ready;
console.log(`STACK ${stack.port} ${stack.pid}`);
setInterval(() => {}, 60_000);
