import { isRecommendedTag } from '../lib/menus';

/** Tags as chips, "rekommenderad" highlighted (callers pass them already ordered with orderTags). */
export function TagChips({ tags, className }: { tags: readonly string[]; className: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={`chips ${className}`} aria-label="Taggar">
      {tags.map((tag) => (
        <li key={tag} className={isRecommendedTag(tag) ? 'chip chip--highlight' : 'chip chip--tag'}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
