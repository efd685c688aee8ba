import type { InvocationContext } from '@azure/functions';
import { describe, expect, it } from 'vitest';
import { handlerByKind, type QueueDelivery } from './declare-queue';

type Message = { kind: 'harvest'; restaurantId: string } | { kind: 'import-spreadsheet'; uploadId: string };

describe('handlerByKind', () => {
  it('hands each message to the handler of its own kind, with the queue it came from', async () => {
    const seen: string[] = [];
    const handle = handlerByKind<Message>({
      harvest: async (m, _c, d) => void seen.push(`harvest ${m.restaurantId} from ${d.queueName}`),
      'import-spreadsheet': async (m, _c, d) => void seen.push(`import ${m.uploadId} from ${d.queueName}`),
    });
    const delivery: QueueDelivery = { dequeueCount: 1, messageId: 'm', insertedOn: undefined, queueName: 'slow' };
    await handle({ kind: 'import-spreadsheet', uploadId: 'u1' }, {} as InvocationContext, delivery);
    await handle({ kind: 'harvest', restaurantId: 'r1' }, {} as InvocationContext, { ...delivery, queueName: 'fast' });
    expect(seen).toEqual(['import u1 from slow', 'harvest r1 from fast']);
  });
});
