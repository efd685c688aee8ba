import type { MenuReview, MenuReviewStatus } from '@lunch/shared';
import { container } from './cosmos-client';
import { isStatus, readItem, withoutSystemFields } from './cosmos-helpers';

/**
 * The review queue (container menuReviews, partition /restaurantId). A review's id is
 * `<restaurantId>.<32 hex>`, so the partition of any id is known without a query. Decisions are
 * etag-conditioned replaces: of two admins deciding the same review at once, exactly one write lands.
 */
export type StoredMenuReview = MenuReview & { _etag?: string };

const REVIEW_ID = /^([A-Za-z0-9_-]{1,64})\.([0-9a-f]{32})$/;

export function reviewIdFor(restaurantId: string, random: string): string {
  return `${restaurantId}.${random}`;
}

/** The restaurant (partition) of a review id; undefined for an id that is not a review id. */
export function restaurantIdOfReview(id: string): string | undefined {
  return REVIEW_ID.exec(id)?.[1];
}

export async function createReview(review: MenuReview): Promise<StoredMenuReview> {
  const { resource } = await (await container('menuReviews')).items.create<MenuReview>(review);
  return (resource as StoredMenuReview | undefined) ?? review;
}

export async function findReview(id: string): Promise<StoredMenuReview | undefined> {
  const restaurantId = restaurantIdOfReview(id);
  if (!restaurantId) return undefined;
  return readItem<StoredMenuReview>(await container('menuReviews'), id, restaurantId);
}

/**
 * Replaces a review only if it is still the version read (IfMatch on its etag): the new version, or
 * 'changed' when someone wrote it since, or 'gone'.
 */
export async function replaceReviewIfUnchanged(current: StoredMenuReview, next: MenuReview): Promise<StoredMenuReview | 'changed' | 'gone'> {
  if (!current._etag) throw new Error('replaceReviewIfUnchanged needs the stored review (with its _etag)');
  try {
    const { resource } = await (await container('menuReviews'))
      .item(current.id, current.restaurantId)
      .replace<MenuReview>(withoutSystemFields(next) as MenuReview, { accessCondition: { type: 'IfMatch', condition: current._etag } });
    return (resource as StoredMenuReview | undefined) ?? next;
  } catch (err) {
    if (isStatus(err, 412)) return 'changed';
    if (isStatus(err, 404)) return 'gone';
    throw err;
  }
}

/** A restaurant's waiting reviews, including decisions still pending (a single-partition query). */
export async function findWaitingReviewsOf(restaurantId: string): Promise<StoredMenuReview[]> {
  const { resources } = await (await container('menuReviews')).items
    .query<StoredMenuReview>(
      {
        query: "SELECT * FROM c WHERE c.restaurantId = @restaurantId AND (c.status = 'waiting' OR c.decisionPending = true)",
        parameters: [{ name: '@restaurantId', value: restaurantId }],
      },
      { partitionKey: restaurantId },
    )
    .fetchAll();
  return resources;
}

/** Every field of a review but its page text (the list never carries page texts). */
const SUMMARY_FIELDS = [
  'id', 'restaurantId', 'restaurantName', 'city', 'status', 'confidence', 'doubts', 'evidence', 'classification', 'week', 'dishes',
  'closedDays', 'lunchHours', 'lunchIncludes', 'sourceUrl', 'lunchLink', 'extractor', 'fingerprint', 'createdAt', 'decidedAt',
  'decidedBy', 'publishedDishes', 'publishedClosedDays', 'rejectReason', 'supersededBy', 'decisionPending',
] as const satisfies readonly (keyof MenuReview)[];
const SUMMARY_PROJECTION = SUMMARY_FIELDS.map((field) => `c.${field}`).join(', ');

export type StoredReviewSummary = Omit<MenuReview, 'pageText'>;

/**
 * Waiting reviews of every restaurant, with decisions still pending (a lapsed one counts as waiting
 * again): one cross-partition query. The queue holds at most one waiting reading per restaurant.
 */
export async function listWaitingReviews(): Promise<StoredReviewSummary[]> {
  const { resources } = await (await container('menuReviews')).items
    .query<StoredReviewSummary>({ query: `SELECT ${SUMMARY_PROJECTION} FROM c WHERE c.status = 'waiting' OR c.decisionPending = true` }, { maxItemCount: 1000 })
    .fetchAll();
  return resources;
}

/** The newest decisions of one kind, newest first (one cross-partition query with TOP). */
export async function listDecidedReviews(status: 'published' | 'rejected', limit: number): Promise<StoredReviewSummary[]> {
  const { resources } = await (await container('menuReviews')).items
    .query<StoredReviewSummary>({
      query: `SELECT TOP ${Math.max(1, Math.floor(limit))} ${SUMMARY_PROJECTION} FROM c WHERE c.status = @status ORDER BY c.decidedAt DESC`,
      parameters: [{ name: '@status', value: status }],
    })
    .fetchAll();
  return resources;
}

export async function countReviews(status: MenuReviewStatus): Promise<number> {
  const { resources } = await (await container('menuReviews')).items
    .query<number>({ query: 'SELECT VALUE COUNT(1) FROM c WHERE c.status = @status', parameters: [{ name: '@status', value: status }] })
    .fetchAll();
  return resources.reduce((sum, n) => sum + n, 0);
}
