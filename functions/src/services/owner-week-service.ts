import {
  addDays,
  datesOfOwnerWeek,
  emptyOwnerWeek,
  OWNER_LUNCH_DAYS,
  ownerLunchDays,
  ownerWeekChanges,
  ownerWeekOf,
  ownerWeekInputOf,
  ownerWeekToMenus,
  parseOwnerWeek,
  parseOwnerWeekInput,
  todayIn,
  WEEKDAYS,
  type OwnerWeek,
  type OwnerWeekInput,
  type Restaurant,
} from '@lunch/shared';
import { now } from '../app/clock';
import { invalidInput, notFound } from '../app/domain-error';
import { findRestaurantById, updateRestaurant } from '../data/restaurant-repository';
import { createOwnerWeek, ownerWeekId, readOwnerWeek, replaceOwnerWeek, type OwnerWeekWrite, type StoredOwnerWeek } from '../data/owner-week-repository';
import { recordOwnerAction } from './audit-log';
import type { Caller } from './auth-service';

/**
 * An owner's week: read, save the draft (etag-conditioned: a second phone editing the same week gets
 * 'stale' instead of overwriting), publish it as the restaurant's menus (source 'owner', which harvests
 * never replace: harvest-gate.ts sends a harvest of those days to review). Every call first checks
 * that the restaurant is the caller's, from the user record read on this request; another owner's
 * restaurant is "not found", never "forbidden", so its existence is not revealed.
 */

/** Owners edit at most this many weeks ahead. */
export const MAX_WEEKS_AHEAD = 10;

const noRestaurant = (id: string) => notFound(`Ingen restaurang med id '${id}' hör till ditt konto`);

/** The restaurant, if it is the caller's; else not found. */
export async function ownedRestaurant(caller: Caller, restaurantId: string): Promise<Restaurant> {
  if (!caller.restaurantIds.includes(restaurantId)) throw noRestaurant(restaurantId);
  const restaurant = await findRestaurantById(restaurantId);
  if (!restaurant) throw noRestaurant(restaurantId);
  return restaurant as unknown as Restaurant;
}

/** A week text from a route, checked: malformed or W53 of a 52-week year is a 400 naming `week`. */
export function checkedWeek(text: string): string {
  if (!parseOwnerWeek(text)) throw invalidInput(`week: '${text}' is not an ISO week such as 2026-W48`, 'bad_request', 'week');
  return text;
}

function assertEditable(weekText: string, action: 'save' | 'publish') {
  const today = todayIn(now());
  const current = ownerWeekOf(today);
  if (weekText < current) throw invalidInput(`week: ${weekText} has passed; only this week and later can be ${action === 'save' ? 'changed' : 'published'}`, 'bad_request', 'week');
  const last = ownerWeekOf(addDays(today, 7 * MAX_WEEKS_AHEAD));
  if (weekText > last) throw invalidInput(`week: at most ${MAX_WEEKS_AHEAD} weeks ahead`, 'bad_request', 'week');
}

/** The API's view of a stored week (without its id and published snapshot). */
function toOwnerWeek(stored: StoredOwnerWeek): OwnerWeek {
  const { id: _id, published: _published, ...week } = stored;
  return week;
}

const sameInput = (a: OwnerWeekInput, b: OwnerWeekInput | undefined) => b !== undefined && JSON.stringify(ownerWeekInputOf(a)) === JSON.stringify(ownerWeekInputOf(b));

export async function getOwnerWeek(caller: Caller, restaurantId: string, weekText: string): Promise<{ week: OwnerWeek; etag?: string }> {
  const restaurant = await ownedRestaurant(caller, restaurantId);
  checkedWeek(weekText);
  const found = await readOwnerWeek(restaurantId, weekText);
  if (!found) return { week: emptyOwnerWeek(restaurantId, weekText, ownerLunchDays(restaurant.lunch_hours)) };
  return { week: toOwnerWeek(found.week), etag: found.etag };
}

/** How the client said which version it edited: If-Match (an etag) or If-None-Match: * (creating). */
export type WeekPrecondition = { kind: 'match'; etag: string } | { kind: 'create' };

export type SaveResult = { ok: true; week: OwnerWeek; etag: string } | { ok: false; reason: 'stale' | 'precondition-required' };

/** Saves the draft (the published menus stay as they are until the next publish). */
export async function saveOwnerWeekDraft(caller: Caller, restaurantId: string, weekText: string, body: unknown, precondition: WeekPrecondition | undefined): Promise<SaveResult> {
  const restaurant = await ownedRestaurant(caller, restaurantId);
  checkedWeek(weekText);
  if (!precondition) return { ok: false, reason: 'precondition-required' };
  const parsed = parseOwnerWeekInput(body, weekText, ownerLunchDays(restaurant.lunch_hours));
  if (!parsed.ok) throw invalidInput(parsed.message, 'bad_request', parsed.field);
  assertEditable(weekText, 'save');
  const input = parsed.value;
  const at = now().toISOString();

  let write: OwnerWeekWrite;
  let before: OwnerWeekInput | undefined;
  if (precondition.kind === 'create') {
    write = await createOwnerWeek({
      id: ownerWeekId(restaurantId, weekText), restaurantId, week: weekText, ...input, status: 'draft', draftUpdatedAt: at, unpublishedChanges: false,
    });
  } else {
    const current = await readOwnerWeek(restaurantId, weekText);
    if (!current || current.etag !== precondition.etag) return { ok: false, reason: 'stale' };
    before = ownerWeekInputOf(current.week);
    const next: StoredOwnerWeek = {
      ...current.week, ...input, draftUpdatedAt: at,
      unpublishedChanges: current.week.status === 'published' && !sameInput(input, current.week.published),
    };
    write = await replaceOwnerWeek(next, precondition.etag);
  }
  if (!write.ok) return write;
  const changes = ownerWeekChanges(before, input);
  if (Object.keys(changes).length > 0) await recordOwnerAction({ actor: caller.username, action: 'owner-week-save', method: 'PUT', restaurantId, changes: { week: weekText, ...changes } });
  return { ok: true, week: toOwnerWeek(write.week), etag: write.etag };
}

export type PublishResult = { ok: true; week: OwnerWeek; etag: string; menus: number } | { ok: false; reason: 'stale' };

/**
 * Publishes the saved draft: the week's menus become the restaurant's, source 'owner', replacing the
 * owner's earlier menus of that week only (other weeks, and other sources' menus, stay; visitors see
 * one source per day by precedence). Lunch hours and what is included are written when the owner set
 * them. The restaurant is written first: a publish cut short leaves the week a draft that publishes
 * again to the same menus (their ids are fixed by restaurant, date and position).
 */
export async function publishOwnerWeek(caller: Caller, restaurantId: string, weekText: string, ifMatch: string | undefined): Promise<PublishResult> {
  await ownedRestaurant(caller, restaurantId);
  checkedWeek(weekText);
  assertEditable(weekText, 'publish');
  const found = await readOwnerWeek(restaurantId, weekText);
  if (!found) throw invalidInput(`week: nothing is saved for ${weekText}; save the week before publishing it`, 'nothing_to_publish', 'week');
  if (ifMatch !== undefined && ifMatch !== found.etag) return { ok: false, reason: 'stale' };

  const publishedAt = now().toISOString();
  const draft = found.week;
  const weekDates = new Set(datesOfOwnerWeek(weekText));
  let menuCount = 0;
  const updated = await updateRestaurant(restaurantId, (current) => {
    const menus = ownerWeekToMenus({ ...draft, publishedAt }, current);
    menuCount = menus.length;
    const kept = current.lunch_menus.filter((m) => !(m.source === 'owner' && weekDates.has(m.validFrom.slice(0, 10))));
    const servedDays = ownerLunchDays(current.lunch_hours).map((d) => WEEKDAYS[OWNER_LUNCH_DAYS.indexOf(d)]);
    return {
      ...current,
      lunch_menus: [...kept, ...menus],
      ...(draft.lunchHours ? { lunch_hours: [{ days: servedDays, startTime: draft.lunchHours.startTime, endTime: draft.lunchHours.endTime }] } : {}),
      ...(draft.includes.length > 0 ? { lunch_includes: [...draft.includes] } : {}),
      updatedAt: publishedAt,
    };
  });
  if (!updated) throw noRestaurant(restaurantId);

  // Mark the week published. A save that slipped in meanwhile is kept: it becomes an unpublished change.
  const published = ownerWeekInputOf(draft);
  let latest = found;
  for (let attempt = 0; attempt < 5; attempt++) {
    const next: StoredOwnerWeek = {
      ...latest.week, status: 'published', publishedAt, publishedBy: caller.username, published,
      unpublishedChanges: !sameInput(latest.week, published),
    };
    const write = await replaceOwnerWeek(next, latest.etag);
    if (write.ok) {
      await recordOwnerAction({ actor: caller.username, action: 'owner-week-publish', method: 'POST', restaurantId, changes: { week: weekText, menus: menuCount, ...ownerWeekChanges(draft.published, published) } });
      return { ok: true, week: toOwnerWeek(write.week), etag: write.etag, menus: menuCount };
    }
    const reread = await readOwnerWeek(restaurantId, weekText);
    if (!reread) break;
    latest = reread;
  }
  return { ok: false, reason: 'stale' };
}
