import type { Restaurant } from '@lunch/shared';
import { pausePointForTests } from '../app/test-pause';
import { container } from './cosmos-client';
import { deleteItem, isStatus, readItem } from './cosmos-helpers';
import { toStoredRestaurant } from './restaurant-document';

/**
 * Moving a restaurant to another city moves its document to another partition, which Cosmos DB
 * cannot do in one transaction. The move is therefore written down first (an intent in `meta`
 * holding the moved document), then carried out in idempotent steps: create the document in the
 * new city, delete it from the old, delete the intent. A process that dies between steps leaves the
 * intent behind, and finishing it (at start, or when the restaurant is next read twice) gives the
 * same end state: exactly one copy, in the new city.
 */
interface MoveIntent {
  id: string;
  kind: 'restaurant-move';
  restaurantId: string;
  fromCity: string;
  toCity: string;
  document: Restaurant;
  createdAt: string;
}

const intentId = (restaurantId: string) => `restaurant-move:${restaurantId}`;

export class MoveInProgressError extends Error {}

export async function moveRestaurant(from: Restaurant, moved: Restaurant, at: string): Promise<Restaurant> {
  const meta = await container('meta');
  const intent: MoveIntent = { id: intentId(from.id), kind: 'restaurant-move', restaurantId: from.id, fromCity: from.city, toCity: moved.city, document: moved, createdAt: at };
  try {
    await meta.items.create(intent);
  } catch (err) {
    if (!isStatus(err, 409)) throw err;
    throw new MoveInProgressError(`A move of restaurant ${from.id} is in progress`);
  }
  await pausePointForTests('move:intent-written');
  await finishMove(intent);
  return moved;
}

/** Carries out (or finishes) one move; every step may run again without harm. */
async function finishMove(intent: MoveIntent): Promise<void> {
  const restaurants = await container('restaurants');
  try {
    await restaurants.items.create(toStoredRestaurant(intent.document));
  } catch (err) {
    if (!isStatus(err, 409)) throw err; // written before the crash: keep it (it may have been edited since)
  }
  await pausePointForTests('move:target-written');
  await deleteItem(restaurants, intent.restaurantId, intent.fromCity);
  await pausePointForTests('move:source-deleted');
  await deleteItem(await container('meta'), intent.id, intent.id);
}

/** Finishes the move of one restaurant if one was left unfinished; true when there was one. */
export async function finishPendingMoveOf(restaurantId: string): Promise<boolean> {
  const meta = await container('meta');
  const intent = await readItem<MoveIntent>(meta, intentId(restaurantId), intentId(restaurantId));
  if (!intent) return false;
  await finishMove(intent);
  return true;
}

/** Finishes every move a crashed process left behind (run at start). */
export async function finishPendingMoves(): Promise<number> {
  const meta = await container('meta');
  const { resources } = await meta.items
    .query<MoveIntent>({ query: 'SELECT * FROM c WHERE c.kind = @kind', parameters: [{ name: '@kind', value: 'restaurant-move' }] })
    .fetchAll();
  for (const intent of resources) await finishMove(intent);
  return resources.length;
}
