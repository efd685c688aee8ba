import { QueueServiceClient } from '@azure/storage-queue';
import type { RunningStack } from '../../../functions/test/support/local-stack';

/** Azurite's well-known development account (public, documented by Microsoft; local only). */
const DEV_ACCOUNT = 'devstoreaccount1';
const DEV_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

/**
 * The storage queues of a stack this test file started (its start line names Azurite's queue port),
 * so a test can put messages where the workflow screen will count them.
 */
export function stackQueues(stack: RunningStack): QueueServiceClient {
  const port = /queue http:\/\/127\.0\.0\.1:(\d+)/.exec(stack.output())?.[1];
  if (!port) throw new Error(`the stack did not say its queue port:\n${stack.output()}`);
  return QueueServiceClient.fromConnectionString(
    `DefaultEndpointsProtocol=http;AccountName=${DEV_ACCOUNT};AccountKey=${DEV_KEY};QueueEndpoint=http://127.0.0.1:${port}/${DEV_ACCOUNT};`,
  );
}

/** Puts `count` messages on a queue (created if missing), invisible for `hiddenSeconds` (0: visible now). */
export async function putMessages(queues: QueueServiceClient, queueName: string, count: number, hiddenSeconds: number): Promise<void> {
  const queue = queues.getQueueClient(queueName);
  await queue.createIfNotExists();
  for (let i = 0; i < count; i++) {
    await queue.sendMessage(Buffer.from(JSON.stringify({ test: 'workflow screen', i })).toString('base64'), { visibilityTimeout: hiddenSeconds });
  }
}
