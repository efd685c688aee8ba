import type { LunchMenu } from '@lunch/shared';
import { menuPriceText, orderTags } from '../lib/menus';
import { MenuDescription } from './menu-description';
import { MenuFreshnessLine } from './menu-freshness';
import { MenuImage } from './menu-image';
import { TagChips } from './tag-chips';

interface MenuItemProps {
  menu: LunchMenu;
  fallbackPrice: number | undefined;
  /** Heading level of the dish name, one below the section it is listed in. */
  headingLevel?: 3 | 4;
  /** Shown above the name, e.g. which days of the week the menu is served. */
  daysText?: string;
}

export function MenuItem({ menu, fallbackPrice, headingLevel = 3, daysText }: MenuItemProps) {
  if (menu.closed) {
    return (
      <li className="menu menu--closed">
        <div className="menu__body">
          {daysText && <p className="menu__days">{daysText}</p>}
          <p className="menu__closed">Stängt – ingen lunch denna dag</p>
        </div>
      </li>
    );
  }
  const price = menuPriceText(menu, fallbackPrice);
  const tags = orderTags(menu.tags);
  const Name = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <li className="menu">
      <MenuImage src={menu.imageUrl} alt={menu.name} aiGenerated={menu.imageAiGenerated === true} />
      <div className="menu__body">
        {daysText && <p className="menu__days">{daysText}</p>}
        <div className="menu__head">
          <Name className="menu__name">{menu.name}</Name>
          {price && <span className="menu__price">{price}</span>}
        </div>
        <MenuDescription text={menu.description} />
        <TagChips tags={tags} className="chips--tags" />
        <MenuFreshnessLine menu={menu} />
      </div>
    </li>
  );
}
