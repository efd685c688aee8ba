import { priceText, type LunchMenu } from '@lunch/shared';
import { isRecommendedTag, orderTags } from '../lib/menus';
import { MenuDescription } from './menu-description';
import { MenuImage } from './menu-image';

interface MenuItemProps {
  menu: LunchMenu;
  fallbackPrice: number | undefined;
  /** Shown above the name, e.g. which days of the week the menu is served. */
  daysText?: string;
}

export function MenuItem({ menu, fallbackPrice, daysText }: MenuItemProps) {
  const price = priceText(menu.price, fallbackPrice);
  const tags = orderTags(menu.tags);
  return (
    <li className="menu">
      <MenuImage src={menu.imageUrl} alt={menu.name} aiGenerated={menu.imageAiGenerated} />
      <div className="menu__body">
        {daysText && <p className="menu__days">{daysText}</p>}
        <div className="menu__head">
          <h4 className="menu__name">{menu.name}</h4>
          {price && <span className="menu__price">{price}</span>}
        </div>
        <MenuDescription text={menu.description} />
        {tags.length > 0 && (
          <ul className="chips chips--tags">
            {tags.map((tag) => (
              <li key={tag} className={isRecommendedTag(tag) ? 'chip chip--highlight' : 'chip chip--tag'}>
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
