import { app, type InvocationContext } from '@azure/functions';
import type { z } from 'zod';
import { poisonQueueName, QUEUES, sendToPoison, type QueueName } from '../data/queues';
import { registersWithAzure } from './registration-mode';
import { reportFailure, restaurantIdOf } from '../workflow/worker-messages';
import { readQueueMessage } from '../workflow/message-limits';
import { logIdOf, writeLog } from '../services/log-service';

/**
 * host.json extensions.queues.maxDequeueCount: the delivery after which the host (in Azure) or the
 * local runner moves a failing message to `<queue>-poison`.
 */
export const MAX_DEQUEUE_COUNT = 5;

/**
 * Records a worker failure that ends a message's life (its last try, or a message that cannot be
 * read): through the error queue (its worker writes the log store), or straight into the log store
 * for the error queue's own failures, so a broken error worker cannot feed itself. In Azure the host
 * moves the message to `<queue>-poison` by itself and tells the app nothing, so the report is sent
 * from inside the last delivery, before the host moves it. Never throws: a failed report is logged.
 */
async function recordTerminalFailure(
  declaration: { name: string; queueName: QueueName },
  entry: unknown,
  delivery: QueueDelivery,
  step: string,
  reason: string,
  context: InvocationContext,
): Promise<void> {
  const failure = {
    service: declaration.name,
    step,
    restaurantId: restaurantIdOf(entry),
    reason,
    queue: declaration.queueName,
    messageId: delivery.messageId,
    dequeueCount: delivery.dequeueCount,
    poisoned: true,
  };
  try {
    if (declaration.queueName === 'error') {
      await writeLog(
        { id: logIdOf('poison', declaration.queueName, delivery.messageId), level: 'error', type: 'error', service: declaration.name, message: `${step}: ${reason}`, context: failure },
        context,
      );
    } else {
      await reportFailure(failure);
    }
  } catch (err) {
    context.error(`Could not record the failure of message ${delivery.messageId}`, err);
  }
}

/** Which delivery of a message this is, from the trigger's metadata (the same in Azure and locally). */
export interface QueueDelivery {
  /** 1 on the first delivery; the host moves the message to `<queue>-poison` after maxDequeueCount (5) failures. */
  dequeueCount: number;
  messageId: string;
  insertedOn: Date | undefined;
  /** The queue the message came from (a handler that reports a failure names it; never read from the function's name). */
  queueName: QueueName;
}

export type QueueHandler<T> = (message: T, context: InvocationContext, delivery: QueueDelivery) => Promise<void>;

/**
 * One handler per message kind, chosen by the message itself: a queue that carries several kinds of
 * work (the slow queue: PDF harvests and spreadsheet imports) declares which handler takes which kind.
 */
export function handlerByKind<M extends { kind: string }>(handlers: { [K in M['kind']]: QueueHandler<Extract<M, { kind: K }>> }): QueueHandler<M> {
  return (message, context, delivery) => (handlers[message.kind as M['kind']] as QueueHandler<M>)(message, context, delivery);
}

export interface QueueFunctionDeclaration<S extends z.ZodType> {
  /** Function name in Azure, also used in logs. */
  name: string;
  queueName: QueueName;
  /** Validates the message; one that fails goes to `<queue>-poison` with the reason, without retries. */
  schema: S;
  /**
   * Runs once per delivery. Delivery is at least once: the handler must be idempotent. Throwing makes
   * the message visible again after host.json's visibilityTimeout, up to maxDequeueCount deliveries.
   */
  handler: QueueHandler<z.output<S>>;
}

export type QueueRunOutcome = 'handled' | 'invalid';

export interface DeclaredQueueFunction {
  name: string;
  queueName: QueueName;
  schema: z.ZodType;
  /**
   * What Azure and the local queue runner both call with the trigger's value and a context whose
   * triggerMetadata carries dequeueCount, id and insertionTime. The value is the message text (the local
   * runner), or in Azure what @azure/functions made of it: the parsed JSON, or the text when it is not JSON.
   * Resolves when the message is done with (handled, or invalid and moved to the poison queue);
   * rejects when the handler failed and the message should be delivered again.
   */
  run: (entry: unknown, context: InvocationContext) => Promise<QueueRunOutcome>;
}

const declared: DeclaredQueueFunction[] = [];

export function declaredQueueFunctions(): readonly DeclaredQueueFunction[] {
  return declared;
}

/** The delivery details from a queue trigger's metadata (camel-cased by @azure/functions). */
export function queueDelivery(context: InvocationContext, queueName: QueueName): QueueDelivery {
  const metadata = (context.triggerMetadata ?? {}) as Record<string, unknown>;
  const insertion = metadata.insertionTime;
  const insertedOn = typeof insertion === 'string' || insertion instanceof Date ? new Date(insertion) : undefined;
  return {
    dequeueCount: Number(metadata.dequeueCount ?? 1),
    messageId: String(metadata.id ?? ''),
    insertedOn: insertedOn && !Number.isNaN(insertedOn.getTime()) ? insertedOn : undefined,
    queueName,
  };
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(message)'}: ${issue.message}`).join('; ');
}

/**
 * Declares a queue-triggered function once: in Azure it registers app.storageQueue on the
 * AzureWebJobsStorage connection; the local host's queue runner consumes the same declaration.
 */
export function declareQueue<S extends z.ZodType>(declaration: QueueFunctionDeclaration<S>): DeclaredQueueFunction {
  if (!(QUEUES as readonly string[]).includes(declaration.queueName)) throw new RangeError(`Unknown queue '${declaration.queueName}' for ${declaration.name}`);
  if (declared.some((fn) => fn.name === declaration.name)) throw new Error(`Queue function '${declaration.name}' is declared twice`);

  /**
   * A message that cannot be read or fails the schema would fail the same way on every delivery: it goes
   * to `<queue>-poison` now, with the reason, and the delivery succeeds so that the host (in Azure) or
   * the local runner deletes the original instead of retrying it.
   */
  const poisonAtOnce = async (bodyText: string, value: unknown, reason: string, delivery: QueueDelivery, context: InvocationContext): Promise<QueueRunOutcome> => {
    const target = poisonQueueName(declaration.queueName);
    context.error(`Invalid message ${delivery.messageId} on queue '${declaration.queueName}', moved to '${target}' without retrying: ${reason}`);
    // If this write fails, the throw makes the host deliver the message again (and poison it in the end).
    await sendToPoison(declaration.queueName, bodyText, {
      reason,
      functionName: declaration.name,
      messageId: delivery.messageId,
      dequeueCount: delivery.dequeueCount,
    });
    await recordTerminalFailure(declaration, value, delivery, 'invalid-message', reason, context);
    return 'invalid';
  };

  const run = async (entry: unknown, context: InvocationContext): Promise<QueueRunOutcome> => {
    const delivery = queueDelivery(context, declaration.queueName);
    // Size and nesting are checked before parsing or validating: nothing recursive sees a hostile message.
    const read = readQueueMessage(entry);
    if (!read.ok) return poisonAtOnce(read.bodyText, undefined, read.reason, delivery, context);
    const parsed = declaration.schema.safeParse(read.value);
    if (!parsed.success) return poisonAtOnce(read.text, read.value, describeIssues(parsed.error).slice(0, 2000), delivery, context);
    try {
      await declaration.handler(parsed.data as z.output<S>, context, delivery);
      return 'handled';
    } catch (err) {
      context.error(`Message ${delivery.messageId} failed on delivery ${delivery.dequeueCount}`, err);
      if (delivery.dequeueCount >= MAX_DEQUEUE_COUNT) {
        const reason = `failed ${delivery.dequeueCount} times, last: ${err instanceof Error ? err.message : String(err)}`;
        await recordTerminalFailure(declaration, parsed.data, delivery, 'handler', reason, context);
      }
      throw err;
    }
  };

  const fn: DeclaredQueueFunction = { name: declaration.name, queueName: declaration.queueName, schema: declaration.schema, run };
  declared.push(fn);
  if (registersWithAzure()) {
    app.storageQueue(declaration.name, {
      queueName: declaration.queueName,
      connection: 'AzureWebJobsStorage',
      handler: async (entry, context) => {
        await run(entry, context);
      },
    });
  }
  return fn;
}
