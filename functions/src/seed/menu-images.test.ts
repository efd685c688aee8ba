import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DISH_KINDS } from './demo-restaurants';
import { MENU_IMAGE_CONTENT_TYPE, renderMenuImage } from './menu-images';

describe('renderMenuImage', () => {
  it('renders every dish kind as a small 640x400 WebP, quickly', async () => {
    const started = performance.now();
    const images = await Promise.all(DISH_KINDS.map((kind) => renderMenuImage(kind)));
    expect(performance.now() - started).toBeLessThan(3000);
    expect(MENU_IMAGE_CONTENT_TYPE).toBe('image/webp');
    for (const [i, image] of images.entries()) {
      expect(image.subarray(0, 4).toString('ascii'), DISH_KINDS[i]).toBe('RIFF');
      expect(image.subarray(8, 12).toString('ascii'), DISH_KINDS[i]).toBe('WEBP');
      expect(image.length, DISH_KINDS[i]).toBeLessThan(25 * 1024);
    }
    const meta = await sharp(images[0]).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 400]);
  });

  it('gives different kinds different pictures and unknown kinds a fallback', async () => {
    const [meat, fish, unknown] = await Promise.all([renderMenuImage('meat'), renderMenuImage('fish'), renderMenuImage('nonsense')]);
    expect(meat.equals(fish)).toBe(false);
    expect(unknown.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });
});
