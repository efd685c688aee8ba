import { useId } from 'react';
import { DIETARY_OPTIONS, MAX_OWNER_DISHES, type OwnerDish } from '@lunch/shared';
import { blankDish, priceFromText, priceText } from '../lib/week-draft';

interface DishListProps {
  dishes: OwnerDish[];
  onChange: (dishes: OwnerDish[]) => void;
  /** Says whose dishes these are to screen readers: "Måndag", "Veckans rätter". */
  context: string;
  addLabel: string;
}

/** The dishes of a day (or the week): name, description, price and diet tags, one row per dish. */
export function DishList({ dishes, onChange, context, addLabel }: DishListProps) {
  const update = (index: number, change: Partial<OwnerDish>) => onChange(dishes.map((dish, i) => (i === index ? { ...dish, ...change } : dish)));
  return (
    <div className="owner-dishes">
      {dishes.map((dish, index) => (
        <DishFields
          // Rows are only added at the end and removed by index; the index is the row.
          key={index}
          dish={dish}
          number={index + 1}
          context={context}
          onChange={(change) => update(index, change)}
          onRemove={() => onChange(dishes.filter((_, i) => i !== index))}
        />
      ))}
      <button
        type="button"
        className="button button--secondary owner-dishes__add"
        disabled={dishes.length >= MAX_OWNER_DISHES}
        onClick={() => onChange([...dishes, blankDish()])}
      >
        {addLabel}
      </button>
    </div>
  );
}

interface DishFieldsProps {
  dish: OwnerDish;
  number: number;
  context: string;
  onChange: (change: Partial<OwnerDish>) => void;
  onRemove: () => void;
}

function DishFields({ dish, number, context, onChange, onRemove }: DishFieldsProps) {
  const id = useId();
  const toggleTag = (tag: OwnerDish['tags'][number], on: boolean) =>
    onChange({ tags: on ? DIETARY_OPTIONS.filter((t) => t === tag || dish.tags.includes(t)) : dish.tags.filter((t) => t !== tag) });
  return (
    <fieldset className="owner-dish">
      <legend className="owner-dish__legend">
        Rätt {number}
        <span className="visually-hidden">, {context}</span>
      </legend>
      <label htmlFor={`${id}-name`}>Namn</label>
      <input id={`${id}-name`} className="owner-input" value={dish.name} maxLength={120} autoComplete="off" onChange={(e) => onChange({ name: e.target.value })} />
      <label htmlFor={`${id}-description`}>Beskrivning</label>
      <textarea
        id={`${id}-description`}
        className="owner-input"
        rows={2}
        maxLength={300}
        value={dish.description ?? ''}
        onChange={(e) => onChange({ description: e.target.value })}
      />
      <div className="owner-dish__row">
        <div className="owner-dish__price">
          <label htmlFor={`${id}-price`}>Pris (kr)</label>
          <input
            id={`${id}-price`}
            className="owner-input"
            inputMode="numeric"
            autoComplete="off"
            value={priceText(dish.price)}
            onChange={(e) => onChange({ price: priceFromText(e.target.value) })}
          />
        </div>
        <button type="button" className="button button--secondary owner-dish__remove" onClick={onRemove}>
          Ta bort<span className="visually-hidden"> rätt {number}, {context}</span>
        </button>
      </div>
      <fieldset className="owner-tags">
        <legend>Kost</legend>
        {DIETARY_OPTIONS.map((tag) => (
          <label key={tag} className="owner-check">
            <input type="checkbox" checked={dish.tags.includes(tag)} onChange={(e) => toggleTag(tag, e.target.checked)} />
            <span>{tag}</span>
          </label>
        ))}
      </fieldset>
    </fieldset>
  );
}
