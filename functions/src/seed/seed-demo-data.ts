import { isoWeekOf, todayIn, type LunchMenu, type Restaurant } from '@lunch/shared';
import { readMeta, writeMeta } from '../data/meta-repository';
import { updateRestaurant, upsertRestaurants } from '../data/restaurant-repository';
import { listMenuImageNames, writeMenuImage } from '../data/menu-image-store';
import { buildDemoRestaurants, demoDishKind } from './demo-restaurants';
import { renderMenuImage } from './menu-images';

const MARKER_ID = 'demo-seed';

interface SeedMarker {
  week: string;
  seededAt: string;
  restaurants: number;
}

export interface SeedResult {
  action: 'created' | 'menus-refreshed' | 'up-to-date';
  restaurants: number;
  imagesWritten: number;
}

/**
 * Fills an empty database with demo restaurants and menus for the current ISO week, and their images.
 * Idempotent: the marker records the week seeded; running again that week does nothing. In a later
 * week only the demo restaurants' menus are replaced, so the demo is never stale and other edits stay.
 */
/** A menu the demo seed wrote: marked so, or (older seeds, before menus had a source) an unharvested menu with the seed's id form. */
function isDemoMenu(menu: LunchMenu): boolean {
  return menu.source === 'demo' || (!menu.source && !menu.harvested && /^[a-z]+(?:-[a-z]+)*-\d+$/.test(menu._id));
}

export async function seedDemoData(now = new Date()): Promise<SeedResult> {
  const today = todayIn(now);
  const { year, week } = isoWeekOf(today);
  const weekKey = `${year}-W${String(week).padStart(2, '0')}`;
  const marker = await readMeta<SeedMarker>(MARKER_ID);
  if (marker?.week === weekKey) return { action: 'up-to-date', restaurants: marker.restaurants, imagesWritten: 0 };

  const demo = buildDemoRestaurants(today);
  let toWrite: Restaurant[] = demo;
  if (marker) {
    // A new week: keep each restaurant as it is now (admins may have edited it), swap in this week's
    // menus with a conditional write, so an edit or delete made meanwhile (another instance) stands.
    toWrite = [];
    for (const fresh of demo) {
      // Only the demo's own menus are swapped: harvested, admin and owner menus stay (one source per day decides what shows).
      const updated = await updateRestaurant(fresh.id, (current) => ({ ...current, lunch_menus: [...current.lunch_menus.filter((m) => !isDemoMenu(m)), ...fresh.lunch_menus] }));
      if (updated) toWrite.push(updated);
    }
  } else {
    await upsertRestaurants(toWrite);
  }
  const imagesWritten = await writeMissingImages(toWrite);
  await writeMeta<SeedMarker>(MARKER_ID, { week: weekKey, seededAt: now.toISOString(), restaurants: toWrite.length });
  return { action: marker ? 'menus-refreshed' : 'created', restaurants: toWrite.length, imagesWritten };
}

async function writeMissingImages(restaurants: Restaurant[]): Promise<number> {
  const existing = await listMenuImageNames();
  const wanted = restaurants.flatMap((r) =>
    r.lunch_menus.filter((m) => m.imageUrl).map((m) => ({ name: `${r.id}_${m._id}.webp`, kind: demoDishKind(m) })),
  ).filter((w) => !existing.has(w.name));
  const rendered = new Map<string, Buffer>();
  for (const kind of new Set(wanted.map((w) => w.kind))) rendered.set(kind, await renderMenuImage(kind));
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const item = wanted[next++];
      await writeMenuImage(item.name, rendered.get(item.kind)!, 'image/webp', { source: 'illustration' });
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return wanted.length;
}
