import { randomUUID } from 'node:crypto';
import {
  MENU_REVIEW_LIST_LIMIT,
  classificationOfDishes,
  corpusExpectationOf,
  effectiveReviewStatus,
  newestWaitingPerRestaurant,
  reviewSummaryOf,
  sortReviewsForList,
  type ApproveReviewInput,
  type CorpusPageExport,
  type MenuReview,
  type MenuReviewListResult,
  type MenuReviewListStatus,
  type MenuReviewStatus,
  type RejectReviewInput,
  type ReviewDecisionResult,
} from '@lunch/shared';
import { now } from '../app/clock';
import {
  countReviews,
  createReview,
  findReview,
  findWaitingReviewsOf,
  listDecidedReviews,
  listWaitingReviews,
  replaceReviewIfUnchanged,
  reviewIdFor,
  type StoredMenuReview,
  type StoredReviewSummary,
} from '../data/menu-review-repository';
import { withoutSystemFields } from '../data/cosmos-helpers';
import { findRestaurant, updateRestaurant } from '../data/restaurant-repository';
import { conflict, notFound } from '../app/domain-error';
import { publishReading } from './menu-harvest-service';

/**
 * The review queue: harvest readings the publish gate would not show to visitors wait here until an
 * admin publishes them (as read or edited) or rejects them.
 *
 * Deciding is claim first, then act. The claim is an etag-conditioned replace of the waiting review
 * (waiting -> published/rejected, with decidedBy, decidedAt and `decisionPending`), so of two admins
 * deciding at once exactly one claim lands and the other gets 409. Then the follow-up write runs
 * (publishReading, or the restaurant's ManualScraping mark); when it fails the claim is put back to
 * waiting, so nothing is lost; when it succeeds `decisionPending` is cleared.
 *
 * Crash window: a process dying after the claim and before the confirmation leaves the review
 * claimed with `decisionPending`. Such a claim lapses REVIEW_CLAIM_LEASE_MS after decidedAt and the
 * review counts as waiting again (list, get, approve, reject), so an admin decides again. That is
 * safe whether or not the follow-up write had landed: publishReading is idempotent (menu ids are
 * stable, from restaurant, date and dish), so publishing again writes the same menus once, and
 * marking ManualScraping again changes nothing.
 */

const PAGE_TEXT_LIMIT = 200_000;

export type ReviewSubmission = Omit<
  MenuReview,
  'id' | 'status' | 'createdAt' | 'decidedAt' | 'decidedBy' | 'publishedDishes' | 'publishedClosedDays' | 'rejectReason' | 'supersededBy' | 'decisionPending'
>;

/**
 * Puts a reading in the queue and supersedes the restaurant's older waiting reading (status
 * 'superseded'): at most one waiting reading per restaurant. A newer reading of the very same menu
 * text and week (the same fingerprint) keeps the waiting one instead, so an admin looking at it is
 * not interrupted by the next scheduled harvest of an unchanged page.
 */
export async function submitForReview(input: ReviewSubmission): Promise<MenuReview> {
  const waiting = (await findWaitingReviewsOf(input.restaurantId)).filter((r) => effectiveReviewStatus(r, now()) === 'waiting');
  const same = waiting.find((r) => r.status === 'waiting' && r.fingerprint === input.fingerprint && r.week === input.week);
  if (same) return present(same);

  const review: MenuReview = {
    ...withoutDecision(input as MenuReview),
    id: reviewIdFor(input.restaurantId, randomUUID().replace(/-/g, '')),
    status: 'waiting',
    pageText: input.pageText.slice(0, PAGE_TEXT_LIMIT),
    createdAt: now().toISOString(),
  };
  const created = await createReview(review);
  // Created first, superseded after: a crash in between leaves two waiting, and the list shows the newest.
  for (const older of waiting) await supersede(older, review.id);
  return present(created);
}

async function supersede(older: StoredMenuReview, by: string): Promise<void> {
  let current: StoredMenuReview | undefined = older;
  for (let attempt = 0; current && attempt < 5; attempt++) {
    if (effectiveReviewStatus(current, now()) !== 'waiting') return; // an admin decided it meanwhile: theirs stands
    const result = await replaceReviewIfUnchanged(current, { ...withoutDecision(current), status: 'superseded', decidedAt: now().toISOString(), supersededBy: by });
    if (result !== 'changed') return;
    current = await findReview(older.id);
  }
}

export async function listReviews(status: MenuReviewListStatus): Promise<MenuReviewListResult> {
  const at = now();
  // Waiting readings and pending claims are read anyway: they make the waiting count, and a lapsed claim is waiting again.
  const open = await listWaitingReviews();
  const lapsed = open.filter((r) => r.status !== 'waiting' && effectiveReviewStatus(r, at) === 'waiting');
  const waiting = newestWaitingPerRestaurant(open.filter((r) => effectiveReviewStatus(r, at) === 'waiting').map(asWaiting));
  const lapsedOf = (s: MenuReviewStatus) => lapsed.filter((r) => r.status === s).length;
  const [published, rejected] = await Promise.all([countReviews('published'), countReviews('rejected')]);

  let rows: StoredReviewSummary[];
  if (status === 'waiting') {
    rows = waiting;
  } else {
    const decided = await listDecidedReviews(status, MENU_REVIEW_LIST_LIMIT + lapsed.length);
    rows = decided.filter((r) => effectiveReviewStatus(r, at) === status);
  }
  return {
    reviews: sortReviewsForList(rows, status).map((r) => reviewSummaryOf(r)),
    counts: { waiting: waiting.length, published: published - lapsedOf('published'), rejected: rejected - lapsedOf('rejected') },
  };
}

export async function getReview(id: string): Promise<MenuReview> {
  const review = await findReview(id);
  if (!review) throw noReview(id);
  return present(review);
}

/**
 * Supersedes a restaurant's waiting readings: a newer reading of its page was published by itself, so
 * approving an older one would replace newer menus with older ones. For the publish gate to call when
 * it publishes; approve also checks it (a later published harvest makes the reading 409).
 */
export async function supersedeWaitingReviews(restaurantId: string, by: string): Promise<void> {
  for (const review of await findWaitingReviewsOf(restaurantId)) await supersede(review, by);
}

/** A later harvest of the restaurant was published by itself: this reading is out of date. */
async function outdatedByLaterHarvest(review: MenuReview): Promise<boolean> {
  const restaurant = await findRestaurant(review.restaurantId, review.city);
  const last = restaurant?.lastHarvest;
  // The gate writes lastHarvest.at before it submits a reading, so only a later harvest is newer than createdAt.
  return last?.decision === 'published' && last.at > review.createdAt;
}

export async function approveReview(id: string, input: ApproveReviewInput, decidedBy: string): Promise<ReviewDecisionResult> {
  const waiting = await findReview(id);
  if (waiting && effectiveReviewStatus(waiting, now()) === 'waiting' && (await outdatedByLaterHarvest(waiting))) {
    await supersede(waiting, 'a later published harvest');
    throw alreadyDecided('superseded');
  }
  const { claimed, before } = await claim(id, (review, at) => ({
    ...review,
    status: 'published',
    decidedAt: at,
    decidedBy,
    publishedDishes: input.dishes ?? review.dishes,
    ...(input.closedDays ? { publishedClosedDays: input.closedDays } : {}),
    decisionPending: true,
  }));
  const dishes = claimed.publishedDishes ?? claimed.dishes;
  const closedDays = claimed.publishedClosedDays ?? claimed.closedDays;
  let published: Awaited<ReturnType<typeof publishReading>>;
  try {
    published = await publishReading(
      claimed.restaurantId,
      {
        dishes,
        closedDays,
        lunchHours: claimed.lunchHours,
        lunchIncludes: claimed.lunchIncludes,
        sourceUrl: claimed.sourceUrl,
        // As read, the reading's own classification; edited, what the admin's dishes amount to.
        classification: input.dishes || input.closedDays ? classificationOfDishes(dishes, closedDays) : claimed.classification,
        week: claimed.week,
        fingerprint: claimed.fingerprint,
      },
      { city: claimed.city, confirmedBy: decidedBy },
    );
  } catch (err) {
    await release(claimed, before);
    throw err;
  }
  if (!published) {
    await release(claimed, before);
    throw notFound(`The restaurant '${claimed.restaurantId}' no longer exists; the reading still waits`);
  }
  const confirmed = await confirm(claimed);
  return {
    review: reviewSummaryOf(present(confirmed)),
    menusStored: published.menusStored,
    message: `Publicerade ${published.menusStored} ${published.menusStored === 1 ? 'meny' : 'menyer'} för ${claimed.restaurantName}`,
  };
}

export async function rejectReview(id: string, input: RejectReviewInput, decidedBy: string): Promise<ReviewDecisionResult> {
  const { claimed, before } = await claim(id, (review, at) => ({
    ...review,
    status: 'rejected',
    decidedAt: at,
    decidedBy,
    ...(input.reason ? { rejectReason: input.reason } : {}),
    decisionPending: true,
  }));
  try {
    const at = now().toISOString();
    // A restaurant deleted meanwhile has nothing to mark: the rejection stands.
    await updateRestaurant(claimed.restaurantId, (current) => (current.ManualScraping ? current : { ...current, ManualScraping: true, updatedAt: at }), { city: claimed.city });
  } catch (err) {
    await release(claimed, before);
    throw err;
  }
  const confirmed = await confirm(claimed);
  return {
    review: reviewSummaryOf(present(confirmed)),
    message: `Läsningen avvisades; ${claimed.restaurantName} är markerad för manuella menyer`,
  };
}

export async function corpusPageOf(id: string): Promise<CorpusPageExport> {
  const review = present((await findReview(id)) ?? throwNoReview(id));
  const expectation = review.decisionPending ? undefined : corpusExpectationOf(review);
  if (!expectation) throw conflict('Only a published reading can be exported as a corpus page', 'not_published');
  return { id: review.id, text: review.pageText, expectation };
}

/** The etag-conditioned claim of a waiting review: exactly one of concurrent deciders gets it. */
async function claim(id: string, decide: (waiting: MenuReview, at: string) => MenuReview): Promise<{ claimed: StoredMenuReview; before: StoredMenuReview }> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const current = await findReview(id);
    if (!current) throw noReview(id);
    const status = effectiveReviewStatus(current, now());
    if (status !== 'waiting') throw alreadyDecided(status);
    const result = await replaceReviewIfUnchanged(current, decide(asWaiting(current), now().toISOString()));
    if (result === 'gone') throw noReview(id);
    if (result !== 'changed') return { claimed: result, before: current };
    // Someone wrote it first: read it again, and most likely answer that it is decided.
  }
  throw conflict('The reading kept changing while it was being decided: reload it', 'already_decided');
}

/** Puts a claim back the way it was (the follow-up write failed). Only if the claim is still as written. */
async function release(claimed: StoredMenuReview, before: StoredMenuReview): Promise<void> {
  await replaceReviewIfUnchanged(claimed, withoutSystemFields(before)).catch(() => undefined); // a failed release lapses with the lease
}

/** Clears `decisionPending` once the follow-up write has landed. */
async function confirm(claimed: StoredMenuReview): Promise<MenuReview> {
  const { decisionPending: _pending, ...done } = claimed;
  const result = await replaceReviewIfUnchanged(claimed, done);
  // 'changed' only after the lease lapsed and another admin claimed again: their decision stands.
  return typeof result === 'string' ? claimed : result;
}

function withoutDecision<T extends Partial<MenuReview>>(review: T): T {
  const { decidedAt: _a, decidedBy: _b, publishedDishes: _c, publishedClosedDays: _d, rejectReason: _e, supersededBy: _g, decisionPending: _f, ...rest } = review;
  return rest as T;
}

/** A lapsed claim is shown as the waiting reading it was. */
function asWaiting<T extends StoredReviewSummary>(review: T): T {
  return review.status === 'waiting' && !review.decisionPending ? review : { ...withoutDecision(review), status: 'waiting' };
}

/** The review as the API answers it: no Cosmos fields, a lapsed claim shown as waiting. */
function present(review: StoredMenuReview | MenuReview): MenuReview {
  const clean = withoutSystemFields(review as StoredMenuReview) as MenuReview;
  return effectiveReviewStatus(clean, now()) === 'waiting' ? asWaiting(clean) : clean;
}

const noReview = (id: string) => notFound(`No menu review with id '${id}'`);
const throwNoReview = (id: string): never => {
  throw noReview(id);
};

const DECIDED_MESSAGE: Record<MenuReviewStatus, string> = {
  waiting: '',
  published: 'Läsningen är redan publicerad',
  rejected: 'Läsningen är redan avvisad',
  superseded: 'Läsningen har ersatts av en nyare läsning av samma sida',
};
const alreadyDecided = (status: MenuReviewStatus) => conflict(DECIDED_MESSAGE[status], 'already_decided');
