import { useState } from 'react';
import { menuSourceOf, type MenuSource, type Restaurant } from '@lunch/shared';
import { useCreateMenu } from '../api/create-menu';
import { useDeleteMenu } from '../api/delete-menu';
import { useDuplicateMenu } from '../api/duplicate-menu';
import { useUpdateMenu } from '../api/update-menu';
import { emptyMenuForm, isMenuActive, menuDateRange, menuFormFromMenu, menuWeekNumber, sortMenus, type AdminMenu } from '../lib/menus';
import { MenuForm } from './menu-form';

/** Spec section 5: menu delete asks first and says it cannot be undone. */
export const DELETE_MENU_CONFIRMATION = 'Are you sure you want to delete this menu? This action cannot be undone.';

type Mode = { kind: 'view' } | { kind: 'add' } | { kind: 'edit'; menuId: string };

export interface MenuChanges {
  added: (restaurantId: string, menu: AdminMenu) => void;
  replaced: (restaurantId: string, menu: AdminMenu) => void;
  removed: (restaurantId: string, menuId: string) => void;
}

interface MenusSectionProps {
  restaurant: Restaurant;
  changes: MenuChanges;
}

/** Spec sections 3 and 4: the menus with week, dates and 'Active'; add mode or edit mode for one menu. */
export function MenusSection({ restaurant, changes }: MenusSectionProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const toView = () => setMode({ kind: 'view' });
  const create = useCreateMenu(changes.added);
  const update = useUpdateMenu(changes.replaced);
  const remove = useDeleteMenu(changes.removed);
  const duplicate = useDuplicateMenu(changes.added);
  const menus = sortMenus((restaurant.lunch_menus ?? []) as AdminMenu[]);

  return (
    <div className="ar-menus">
      <div className="ar-menus__bar">
        <button type="button" className="button button--small" disabled={mode.kind !== 'view'} onClick={() => setMode({ kind: 'add' })}>
          Add menu
        </button>
      </div>
      {mode.kind === 'add' && (
        <MenuForm
          title="New menu"
          initial={emptyMenuForm()}
          saving={create.isPending}
          onCancel={toView}
          onSave={(body) => create.mutate({ restaurantId: restaurant.id, body }, { onSuccess: toView })}
        />
      )}
      {menus.length === 0 && mode.kind !== 'add' ? (
        <p className="muted">No menus</p>
      ) : (
        <ul className="ar-menus__list" aria-label="Lunch menus">
          {menus.map((menu) =>
            mode.kind === 'edit' && mode.menuId === menu._id ? (
              <li key={menu._id} className="ar-menu ar-menu--editing">
                <MenuForm
                  title={`Edit ${menu.name}`}
                  initial={menuFormFromMenu(menu)}
                  saving={update.isPending}
                  onCancel={toView}
                  onSave={(body) => update.mutate({ restaurantId: restaurant.id, menuId: menu._id, body }, { onSuccess: toView })}
                />
              </li>
            ) : (
              <MenuCard
                key={menu._id}
                menu={menu}
                busy={mode.kind !== 'view'}
                onEdit={() => setMode({ kind: 'edit', menuId: menu._id })}
                onDuplicate={() => duplicate.mutate({ restaurantId: restaurant.id, menuId: menu._id })}
                onDelete={() => window.confirm(DELETE_MENU_CONFIRMATION) && remove.mutate({ restaurantId: restaurant.id, menuId: menu._id })}
                pending={(duplicate.isPending && duplicate.variables?.menuId === menu._id) || (remove.isPending && remove.variables?.menuId === menu._id)}
              />
            ),
          )}
        </ul>
      )}
    </div>
  );
}

interface MenuCardProps {
  menu: AdminMenu;
  busy: boolean;
  pending: boolean;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

const SOURCE_LABELS: Record<MenuSource, string> = { owner: 'From the restaurant', admin: 'Entered by an admin', harvest: 'Harvested', demo: 'Demo' };

/** Who wrote the menu: visitors see one source per day (owner first), so the admin needs to know which this is. */
function MenuSourceLabel({ menu }: { menu: AdminMenu }) {
  const source = menuSourceOf(menu);
  const confirmed = source === 'owner' && menu.confirmedAt
    ? ` (published ${new Date(menu.confirmedAt).toLocaleString('sv-SE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Stockholm' })})`
    : '';
  return <span className={`ar-source ar-source--${source}`}>{SOURCE_LABELS[source] + confirmed}</span>;
}

function MenuCard({ menu, busy, pending, onEdit, onDuplicate, onDelete }: MenuCardProps) {
  const week = menuWeekNumber(menu);
  const active = isMenuActive(menu);
  return (
    <li className={active ? 'ar-menu ar-menu--active' : 'ar-menu'} aria-label={menu.name}>
      <div className="ar-menu__head">
        <h4 className="ar-menu__name">{menu.name}</h4>
        {typeof menu.price === 'number' && menu.price > 0 && <span className="ar-menu__price">{menu.price} kr</span>}
      </div>
      <p className="ar-menu__when">
        {week !== undefined && <span className="ar-menu__week">Week {week}</span>}
        <span>{menuDateRange(menu)}</span>
        {active && <span className="ar-badge">Active</span>}
        <MenuSourceLabel menu={menu} />
      </p>
      {menu.description && <p className="ar-menu__description">{menu.description}</p>}
      {menu.tags?.length > 0 && (
        <ul className="chips" aria-label="Tags">
          {menu.tags.map((t) => (
            <li key={t} className="chip chip--tag">{t}</li>
          ))}
        </ul>
      )}
      <div className="ar-actions">
        <button type="button" className="button button--small button--secondary" onClick={onEdit} disabled={busy || pending} aria-label={`Edit menu ${menu.name}`}>
          Edit
        </button>
        <button type="button" className="button button--small button--secondary" onClick={onDuplicate} disabled={pending} aria-label={`Duplicate menu ${menu.name}`}>
          Duplicate
        </button>
        <button type="button" className="button button--small button--danger" onClick={onDelete} disabled={pending} aria-label={`Delete menu ${menu.name}`}>
          Delete
        </button>
      </div>
    </li>
  );
}
