import { useState } from 'react';
import { safeImageSrc } from '../../../utils/url';

export const RESTAURANT_IMAGE_PLACEHOLDER = '/placeholder-restaurant.svg';

/**
 * The restaurant page's hero image: its own photo or a menu image; the placeholder when there is
 * none or it fails to load. Fixed aspect ratio (no layout shift) and loaded first: it is the page's
 * largest element.
 */
export function RestaurantHeroImage({ src }: { src: string | null | undefined }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const safe = safeImageSrc(src);
  const usable = safe && safe !== failedSrc ? safe : null;
  return (
    <img
      className="restaurant-hero__image"
      src={usable ?? RESTAURANT_IMAGE_PLACEHOLDER}
      alt=""
      width={640}
      height={400}
      fetchPriority="high"
      decoding="async"
      onError={() => {
        if (usable) setFailedSrc(usable);
      }}
    />
  );
}
