import type { Restaurant } from '@lunch/shared';
import { pausePointForTests } from '../app/test-pause';
import { container } from './cosmos-client';
import { deleteItem, deleteItemIfUnchanged, isStatus, readItem } from './cosmos-helpers';
import { toPublicRestaurant, toStoredRestaurant, type StoredRestaurant } from './restaurant-document';

/**
 * Moving a restaurant to another city moves its document to another partition, which Cosmos DB
 * cannot do in one transaction. The move is therefore written down first (an intent in `meta`
 * holding the moved document), then carried out in idempotent steps: create the document in the
 * new city, delete it from the old, delete the intent. A process that dies between steps leaves the
 * intent behind, and finishing it (at start, or when the restaurant is next read twice) gives the
 * same end state: exactly one copy, in the new city.
 *
 * The old copy is deleted only if it is still the version the move read (its etag is in the intent):
 * an edit that landed on it meanwhile is carried over to the new copy, and a delete that landed on it
 * meanwhile (the restaurant is in the trash since the move began) removes the new copy too.
 */
interface MoveIntent {
  id: string;
  kind: 'restaurant-move';
  restaurantId: string;
  fromCity: string;
  toCity: string;
  document: Restaurant;
  /** Etag of the old copy the move read; absent in intents written before moves were conditional. */
  sourceEtag?: string;
  createdAt: string;
}

const MAX_MOVE_TRIES = 30;

const intentId = (restaurantId: string) => `restaurant-move:${restaurantId}`;

export class MoveInProgressError extends Error {}

export async function moveRestaurant(from: Restaurant, moved: Restaurant, at: string, sourceEtag?: string): Promise<Restaurant> {
  const meta = await container('meta');
  const intent: MoveIntent = { id: intentId(from.id), kind: 'restaurant-move', restaurantId: from.id, fromCity: from.city, toCity: moved.city, document: moved, sourceEtag, createdAt: at };
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
  if (intent.sourceEtag) await deleteSourceIfUnchanged(intent);
  else await deleteItem(restaurants, intent.restaurantId, intent.fromCity);
  await pausePointForTests('move:source-deleted');
  await deleteItem(await container('meta'), intent.id, intent.id);
}

/** The move's city applied to a (fresher) version of the restaurant. */
const movedTo = (restaurant: Restaurant, city: string): Restaurant => ({ ...restaurant, city, location: { ...restaurant.location, city } });

async function deleteSourceIfUnchanged(intent: MoveIntent): Promise<void> {
  const restaurants = await container('restaurants');
  let etag = intent.sourceEtag!;
  for (let attempt = 0; attempt < MAX_MOVE_TRIES; attempt++) {
    const outcome = await deleteItemIfUnchanged(restaurants, intent.restaurantId, intent.fromCity, etag);
    if (outcome === 'deleted') return;
    if (outcome === 'gone') {
      // Deleted by this move before a crash, or by an admin while the move ran: then the restaurant
      // is in the trash since the move began, and the new copy must not bring it back.
      if (await deletedSince(intent.restaurantId, intent.createdAt)) await deleteItem(restaurants, intent.restaurantId, intent.toCity);
      return;
    }
    // Edited since the move read it: carry the edit over to the new copy, then try again.
    const fresh = await readItem<StoredRestaurant>(restaurants, intent.restaurantId, intent.fromCity);
    if (!fresh) continue; // deleted in between: the next try sees it gone
    await restaurants.items.upsert(toStoredRestaurant(movedTo(toPublicRestaurant(fresh), intent.toCity)));
    etag = (fresh as { _etag?: string })._etag!;
  }
  throw new Error(`Restaurant ${intent.restaurantId} kept changing during its move (${MAX_MOVE_TRIES} tries)`);
}

async function deletedSince(restaurantId: string, since: string): Promise<boolean> {
  const entry = await readItem<{ deletedAt: string }>(await container('deletedRestaurants'), restaurantId, restaurantId);
  return Boolean(entry && entry.deletedAt >= since);
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
