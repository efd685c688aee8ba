import { startLocalCosmos } from './cosmos-local';

/**
 * The local Cosmos DB server in its own process, so the database and the Functions host do not share
 * one event loop (as in Azure, where they are separate services). Talks to its parent over IPC:
 * it sends { endpoint, key } once ready, answers "flush", and saves and exits on SIGTERM/SIGINT.
 */
const dataDir = process.argv[2];
const cosmos = await startLocalCosmos({ dataDir });
process.send!({ type: 'ready', endpoint: cosmos.endpoint, key: cosmos.key });

process.on('message', async (message: { type: string }) => {
  if (message.type === 'flush') {
    await cosmos.flush();
    process.send!({ type: 'flushed' });
  }
});

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cosmos.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop); // the parent died: save and go
