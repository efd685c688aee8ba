import type { ReactNode } from 'react';
import type { Restaurant } from '@lunch/shared';
import { useAdminCities } from '../api/get-admin-cities';
import { useDeleteRestaurant } from '../api/delete-restaurant';
import { fieldsOf } from '../lib/field-parsing';
import { fetchFailureText } from '../lib/failure-text';
import { EditableFieldRow } from './editable-field';
import { HarvestNow } from './harvest-now';
import { LunchHoursEditor } from './lunch-hours-editor';
import { MenusSection, type MenuChanges } from './menus-section';

export const DELETE_RESTAURANT_CONFIRMATION = (name: string) => `Are you sure you want to delete ${name}? It disappears from the site at once.`;

interface RestaurantPanelProps {
  restaurant: Restaurant;
  onSaved: (restaurant: Restaurant) => void;
  onDeleted: (id: string) => void;
  menuChanges: MenuChanges;
  /** The "Ägare" section, composed in by the dashboard (app/admin). */
  owners?: ReactNode;
}

/** The right panel: editable fields, the lunch-hours editor, the menus, and 'Delete restaurant'. */
export function RestaurantPanel({ restaurant, onSaved, onDeleted, menuChanges, owners }: RestaurantPanelProps) {
  const citiesQuery = useAdminCities();
  const cities = citiesQuery.data ?? [];
  const citiesProblem = citiesQuery.isError ? fetchFailureText(citiesQuery.error, 'Failed to fetch cities') : undefined;
  const remove = useDeleteRestaurant(onDeleted);
  const city = restaurant.location?.city || restaurant.city || 'Unknown City';

  return (
    <article className="ar-panel" aria-labelledby="ar-panel-title">
      <header className="ar-panel__header">
        <div>
          <h2 id="ar-panel-title">{restaurant.name}</h2>
          <p className="muted">{city}</p>
        </div>
        <button
          type="button"
          className="button button--small button--danger"
          disabled={remove.isPending}
          onClick={() => window.confirm(DELETE_RESTAURANT_CONFIRMATION(restaurant.name)) && remove.mutate(restaurant.id)}
        >
          Delete restaurant
        </button>
      </header>

      <section className="ar-section" aria-labelledby="ar-fields-title">
        <h3 id="ar-fields-title">Restaurant details</h3>
        <dl className="ar-fields">
          {fieldsOf(undefined).map((field) => (
            <EditableFieldRow key={field.field} restaurant={restaurant} field={field} cities={cities} citiesProblem={citiesProblem} onSaved={onSaved} />
          ))}
        </dl>
      </section>

      <section className="ar-section" aria-labelledby="ar-harvest-title">
        <h3 id="ar-harvest-title">Menyhämtning</h3>
        <dl className="ar-fields">
          {fieldsOf('harvest').map((field) => (
            <EditableFieldRow key={field.field} restaurant={restaurant} field={field} cities={cities} onSaved={onSaved} />
          ))}
        </dl>
        <HarvestNow restaurant={restaurant} />
        <section className="ar-hints" aria-labelledby="ar-hints-title">
          <h4 id="ar-hints-title">Hämtningstips</h4>
          <dl className="ar-fields">
            {fieldsOf('hints').map((field) => (
              <EditableFieldRow key={field.field} restaurant={restaurant} field={field} cities={cities} onSaved={onSaved} />
            ))}
          </dl>
        </section>
      </section>

      <section className="ar-section" aria-labelledby="ar-hours-title">
        <h3 id="ar-hours-title">Lunch hours</h3>
        <LunchHoursEditor restaurant={restaurant} onSaved={onSaved} />
      </section>

      <section className="ar-section" aria-labelledby="ar-menus-title">
        <h3 id="ar-menus-title">Lunch menus</h3>
        <MenusSection restaurant={restaurant} changes={menuChanges} />
      </section>

      {owners && (
        <section className="ar-section" aria-labelledby="ar-owners-title">
          <h3 id="ar-owners-title">Ägare</h3>
          {owners}
        </section>
      )}
    </article>
  );
}
