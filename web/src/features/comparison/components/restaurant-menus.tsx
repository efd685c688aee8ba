import { useState } from 'react';
import { svCount, type ComparisonRestaurant } from '@lunch/shared';
import { groupMenus, priceText, SHOWN_ITEMS, validityText, type MenuGroup } from '../lib/menu-groups';

/** One restaurant's current-week menus: per period, its name, validity, and the first 3 dishes with '+N more items'. */
export function RestaurantMenus({ restaurant }: { restaurant: ComparisonRestaurant }) {
  const groups = groupMenus(restaurant.menus);
  if (groups.length === 0) return <p className="muted cmp-menus__none">Inga menyer denna vecka.</p>;
  return (
    <ul className="cmp-menus" aria-label={`Menyer för ${restaurant.name}`}>
      {groups.map((group) => (
        <MenuGroupItem key={group.key} group={group} />
      ))}
    </ul>
  );
}

function MenuGroupItem({ group }: { group: MenuGroup }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? group.items : group.items.slice(0, SHOWN_ITEMS);
  const more = group.items.length - SHOWN_ITEMS;
  return (
    <li className="cmp-menu">
      <h4 className="cmp-menu__name">{group.name}</h4>
      <p className="cmp-menu__valid">{validityText(group.validFrom, group.validTo)}</p>
      <p className="cmp-menu__description muted">
        {svCount(group.items.length, 'rätt', 'rätter')}
      </p>
      <ul className="cmp-items">
        {shown.map((item) => (
          <li key={item._id} className="cmp-item">
            <span className="cmp-item__name">{item.name}</span>
            {priceText(item.price) && <span className="cmp-item__price">{priceText(item.price)}</span>}
            {item.description && <span className="cmp-item__description">{item.description}</span>}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <button type="button" className="link-button cmp-menu__more" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Show fewer items' : `+${more} more items`}
        </button>
      )}
    </li>
  );
}
