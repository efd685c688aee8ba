import type { LunchMenu } from '@lunch/shared';
import { safeWebsiteUrl } from '../../../utils/url';
import { menuUpdatedText } from '../lib/freshness';

/** "Uppdaterad mån 16 nov · Källa": when the menu was last written and the page it came from. */
export function MenuFreshnessLine({ menu }: { menu: Pick<LunchMenu, 'updatedAt' | 'sourceUrl'> }) {
  const updated = menuUpdatedText(menu.updatedAt);
  const source = safeWebsiteUrl(menu.sourceUrl);
  if (!updated && !source) return null;
  return (
    <p className="menu__freshness">
      {updated && <time dateTime={menu.updatedAt}>{updated}</time>}
      {updated && source && <span aria-hidden="true"> · </span>}
      {source && (
        <a href={source} target="_blank" rel="noopener noreferrer">
          Källa
        </a>
      )}
    </p>
  );
}

/** The marker for a restaurant whose newest menus are not this week's: "Meny för vecka 46". */
export function StaleMenuBadge({ text }: { text: string }) {
  return (
    <p className="stale-badge">
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3 2 20h20z" />
        <path d="M12 10v4M12 17h.01" />
      </svg>
      {text}
    </p>
  );
}
