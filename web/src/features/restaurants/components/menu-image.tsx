import { useState } from 'react';

export const MENU_IMAGE_PLACEHOLDER = '/placeholder-menu.svg';

interface MenuImageProps {
  src?: string;
  alt: string;
  aiGenerated?: boolean;
}

/** A menu's photo, lazily loaded; the placeholder shows when there is none or it fails to load. */
export function MenuImage({ src, alt, aiGenerated }: MenuImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
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
