import type { InvocationContext } from '@azure/functions';
import { failPointForTests, pausePointForTests } from '../app/test-pause';
import { getConfig } from '../config';
import { listMenuImageNames, writeMenuImage } from '../data/menu-image-store';
import { findRestaurant, updateRestaurant } from '../data/restaurant-repository';
import { createImageModel, illustrationFor, type GeneratedImage, type ImageModel } from '../harvest/menu-image-generator';
import { menuImageName, type ImageMessage } from '../workflow/worker-messages';

/**
 * The imggen worker: the images of some menus of one restaurant, each `{restaurantId}_{menuId}.webp`
 * in the menu-images container, then imageUrl set on those menus in one restaurant write. Idempotent:
 * an image already in storage is not made again (it only gets linked), a menu that already links it
 * is left alone, a menu that is gone (replaced by a later harvest) is skipped. Images are written
 * before the menus point at them, so a crash between the two leaves unlinked images that the
 * message's next delivery links.
 */
let model: ImageModel | undefined | null = null;
const imageModel = () => (model === null ? (model = createImageModel(getConfig().imageModel)) : model);

export interface ImageOutcome {
  made: number;
  linked: number;
  alreadyLinked: number;
  gone: number;
}

const urlOf = (name: string) => `/api/serveImage?imageName=${encodeURIComponent(name)}`;

export async function handleImageMessage(message: ImageMessage, context: InvocationContext): Promise<ImageOutcome> {
  failPointForTests('imggen');
  const outcome: ImageOutcome = { made: 0, linked: 0, alreadyLinked: 0, gone: 0 };
  const restaurant = await findRestaurant(message.restaurantId, message.city);
  const menus = new Map((restaurant?.lunch_menus ?? []).map((m) => [m._id, m]));
  const wanted = [...new Set(message.menuIds)].filter((id) => {
    const menu = menus.get(id);
    if (!menu) outcome.gone += 1;
    else if (menu.imageUrl === urlOf(menuImageName(message.restaurantId, id))) outcome.alreadyLinked += 1;
    else return true;
    return false;
  });
  if (!restaurant || wanted.length === 0) return outcome;

  const existing = await listMenuImageNames(`${message.restaurantId}_`);
  const aiGenerated = new Set<string>();
  for (const id of wanted) {
    const name = menuImageName(message.restaurantId, id);
    if (existing.has(name)) {
      if (menus.get(id)!.imageAiGenerated) aiGenerated.add(id);
      continue;
    }
    const image = await generate(menus.get(id)!, context);
    if (image.aiGenerated) aiGenerated.add(id);
    await writeMenuImage(name, image.bytes, 'image/webp', { source: image.source });
    outcome.made += 1;
  }
  await pausePointForTests('imggen:images-written');
  const targets = new Set(wanted);
  await updateRestaurant(
    message.restaurantId,
    (current) => {
      let changed = false;
      const lunch_menus = current.lunch_menus.map((m) => {
        const url = urlOf(menuImageName(message.restaurantId, m._id));
        if (!targets.has(m._id) || m.imageUrl === url) return m;
        changed = true;
        outcome.linked += 1;
        return { ...m, imageUrl: url, ...(aiGenerated.has(m._id) ? { imageAiGenerated: true } : {}) };
      });
      return changed ? { ...current, lunch_menus } : current;
    },
    { city: restaurant.city },
  );
  return outcome;
}

async function generate(menu: Parameters<typeof illustrationFor>[0], context: InvocationContext): Promise<GeneratedImage> {
  const configured = imageModel();
  if (configured) {
    try {
      return await configured.generate(menu);
    } catch (err) {
      // The model is a helper: the menu still gets its illustration, honestly not labelled AI.
      context.warn(`image model failed, using the illustration: ${(err as Error).message}`);
    }
  }
  return illustrationFor(menu);
}
