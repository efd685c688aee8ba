import { useEffect, useRef, useState } from 'react';
import type { FilterTag, ListFilterPatch } from '../../../lib/list-filters';

interface FilterTagsProps {
  tags: readonly FilterTag[];
  onRemove: (patch: ListFilterPatch) => void;
  onClearAll: () => void;
  /** Where focus goes when the last tag is removed (the tags are gone, focus must not be lost). */
  focusAfterLast: () => void;
}

/** The applied filters as removable tags ("Max Pris: 150 SEK", "Italiensk", ...). */
export function FilterTags({ tags, onRemove, onClearAll, focusAfterLast }: FilterTagsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // After a removal, focus goes to the tag that took the removed one's place (or the one before it),
  // once the removed tag is really gone (the URL update may render a moment later).
  const [pendingFocus, setPendingFocus] = useState<{ removed: string; next: string | null } | null>(null);

  useEffect(() => {
    if (!pendingFocus || tags.some((tag) => tag.key === pendingFocus.removed)) return;
    setPendingFocus(null);
    const next = pendingFocus.next
      ? listRef.current?.querySelector<HTMLButtonElement>(`[data-tag-key="${CSS.escape(pendingFocus.next)}"]`)
      : null;
    if (next) next.focus();
    else focusAfterLast();
  }, [pendingFocus, tags, focusAfterLast]);

  if (tags.length === 0) return null;
  return (
    <ul className="filter-tags" ref={listRef} aria-label="Valda filter">
      {tags.map((tag, index) => (
        <li key={tag.key} className="filter-tag">
          <span>{tag.label}</span>
          <button
            type="button"
            className="filter-tag__remove"
            data-tag-key={tag.key}
            aria-label={`Ta bort filter ${tag.label}`}
            onClick={() => {
              const neighbour = tags[index + 1] ?? tags[index - 1];
              setPendingFocus({ removed: tag.key, next: neighbour?.key ?? null });
              onRemove(tag.remove);
            }}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </li>
      ))}
      {tags.length > 1 && (
        <li>
          <button
            type="button"
            className="link-button filter-tags__clear"
            onClick={() => {
              onClearAll();
              focusAfterLast();
            }}
          >
            Rensa alla filter
          </button>
        </li>
      )}
    </ul>
  );
}
