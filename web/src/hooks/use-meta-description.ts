import { useEffect } from 'react';

/** The description index.html ships with, read once, restored when a page with its own leaves. */
let siteDescription: string | null = null;

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  siteDescription ??= tag.content;
  return tag;
}

/**
 * Sets the page's meta description (the one tag from index.html is updated, never duplicated) and
 * puts the site's own back when the page goes away. Undefined leaves the site's description.
 */
export function useMetaDescription(description?: string): void {
  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    tag.content = description;
    return () => {
      tag.content = siteDescription ?? '';
    };
  }, [description]);
}
