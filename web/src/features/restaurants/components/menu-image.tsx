import { useState } from 'react';
import { safeImageSrc } from '../../../utils/url';

export const MENU_IMAGE_PLACEHOLDER = '/placeholder-menu.svg';

interface MenuImageProps {
  src?: string;
  alt: string;
  /** Only true when the image was really produced by an image model. */
  aiGenerated?: boolean;
}

/**
 * A menu's photo, lazily loaded at a fixed size (no layout shift); the placeholder shows when there
 * is none or it fails to load. "AI-genererad bild" only under a real, AI-generated image.
 */
export function MenuImage({ src, alt, aiGenerated = false }: MenuImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const safe = safeImageSrc(src);
  const usable = safe && safe !== failedSrc ? safe : null;
  return (
    <figure className="menu-image">
      <img
        src={usable ?? MENU_IMAGE_PLACEHOLDER}
        alt={usable ? alt : ''}
        loading="lazy"
        decoding="async"
        width={96}
        height={96}
        onError={() => {
          if (usable) setFailedSrc(usable);
        }}
      />
      {usable && aiGenerated && <figcaption className="menu-image__ai">AI-genererad bild</figcaption>}
    </figure>
  );
}
