import type { InvocationContext } from '@azure/functions';
import { failPointForTests, pausePointForTests } from '../app/test-pause';
import { getConfig } from '../config';
import { listMenuImageNames, writeMenuImage } from '../data/menu-image-store';
import { findRestaurantById, updateRestaurant } from '../data/restaurant-repository';
import { createImageModel, illustrationFor, type GeneratedImage, type ImageModel } from '../harvest/menu-image-generator';
import { menuImageName, type ImageMessage } from '../workflow/worker-messages';

/**
 * The imggen worker: the image of one menu, `{restaurantId}_{menuId}.webp` in the menu-images
 * container, then imageUrl set on that menu. Idempotent: an image already in storage is not made again
 * (it only gets linked), a menu that already links it is left alone, a menu that is gone (replaced by
 * a later harvest) is skipped. The blob is written before the menu points at it, so a crash between
 * the two leaves an unlinked image that the message's next delivery links.
 */
let model: ImageModel | undefined | null = null;
const imageModel = () => (model === null ? (model = createImageModel(getConfig().imageModel)) : model);

export type ImageOutcome = 'linked' | 'already-linked' | 'gone';

export async function handleImageMessage(message: ImageMessage, context: InvocationContext): Promise<ImageOutcome> {
  failPointForTests('imggen');
  const restaurant = await findRestaurantById(message.restaurantId);
  const menu = restaurant?.lunch_menus.find((m) => m._id === message.menuId);
  if (!restaurant || !menu) return 'gone';
  const name = menuImageName(message.restaurantId, message.menuId);
  const url = `/api/serveImage?imageName=${encodeURIComponent(name)}`;
  if (menu.imageUrl === url) return 'already-linked';

  let aiGenerated = false;
  const existing = await listMenuImageNames(name);
  if (!existing.has(name)) {
    const image = await generate(menu, context);
    aiGenerated = image.aiGenerated;
    await writeMenuImage(name, image.bytes, 'image/webp', { source: image.source });
    await pausePointForTests('imggen:image-written');
  } else {
    aiGenerated = menu.imageAiGenerated === true;
  }
  const updated = await updateRestaurant(message.restaurantId, (current) => ({
    ...current,
    lunch_menus: current.lunch_menus.map((m) =>
      m._id === message.menuId ? { ...m, imageUrl: url, ...(aiGenerated ? { imageAiGenerated: true } : {}) } : m,
    ),
  }));
  return updated?.lunch_menus.some((m) => m._id === message.menuId) ? 'linked' : 'gone';
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
