import { z } from 'zod';
import { enqueue, type QueueName } from '../data/queues';

/**
 * Messages of the imggen, rank and error workers. Like the harvest messages they name work and hold
 * none of it, so a message delivered twice (or two messages for the same work) do the same thing.
 */
const city = z.string().min(1).max(100).optional();

/** The images of some menus of one restaurant (one message per harvest: one restaurant write for all of them). */
export const imageMessageSchema = z.object({
  kind: z.literal('menu-image'),
  restaurantId: z.string().min(1).max(200),
  /** The restaurant's city (partition key) when known: a point read instead of a lookup by id. */
  city,
  menuIds: z.array(z.string().min(1).max(300)).min(1).max(100),
});
export type ImageMessage = z.infer<typeof imageMessageSchema>;

export const rankMessageSchema = z.object({
  kind: z.literal('rank'),
  restaurantId: z.string().min(1).max(200),
  city,
});
export type RankMessage = z.infer<typeof rankMessageSchema>;

/** A failure worth recording: the service (function) and step it happened in, the restaurant, the reason. */
export const errorMessageSchema = z.object({
  kind: z.literal('failure'),
  service: z.string().min(1).max(100),
  step: z.string().min(1).max(100),
  restaurantId: z.string().max(200).optional(),
  reason: z.string().max(2000),
  queue: z.string().max(50).optional(),
  /** The failed message's id and delivery (what makes two reports of one failure the same entry). */
  messageId: z.string().max(200).optional(),
  dequeueCount: z.number().int().min(0).optional(),
  /** Whether the failed message goes to its poison queue after this report. */
  poisoned: z.boolean().optional(),
  at: z.string().max(40),
});
export type ErrorMessage = z.infer<typeof errorMessageSchema>;

export const menuImageName = (restaurantId: string, menuId: string) => `${restaurantId}_${menuId}.webp`;

export function queueMenuImages(restaurantId: string, city: string | undefined, menuIds: string[]) {
  return enqueue('imggen', { kind: 'menu-image', restaurantId, ...(city ? { city } : {}), menuIds } satisfies ImageMessage);
}

export function queueRank(restaurantId: string, city?: string) {
  return enqueue('rank', { kind: 'rank', restaurantId, ...(city ? { city } : {}) } satisfies RankMessage);
}

export function reportFailure(failure: Omit<ErrorMessage, 'kind' | 'at'>) {
  const message: ErrorMessage = { kind: 'failure', ...failure, reason: failure.reason.slice(0, 2000), at: new Date().toISOString() };
  return enqueue('error', message);
}

/** The restaurant a queue message is about, when it names one. */
export function restaurantIdOf(message: unknown): string | undefined {
  const id = (message as { restaurantId?: unknown } | null)?.restaurantId;
  return typeof id === 'string' ? id : undefined;
}

export type { QueueName };
