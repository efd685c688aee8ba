import { CUISINES, DIETARY_OPTIONS, LUNCH_INCLUDES, PRICE_OPTIONS } from '@lunch/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { capitalise, type ListFilterPatch } from '../../../lib/list-filters';
import { CheckboxPanel, FilterPanel, PricePanel } from './filter-panels';

export interface FilterValues {
  price?: number;
  cuisines?: readonly string[];
  dietaryOptions?: readonly string[];
  lunchIncludes?: readonly string[];
}

type PanelId = 'price' | 'cuisines' | 'dietaryOptions' | 'lunchIncludes';

const CUISINE_OPTIONS = CUISINES.map((value) => ({ value, label: value }));
const DIET_OPTIONS = DIETARY_OPTIONS.map((value) => ({ value, label: value }));
const INCLUDE_OPTIONS = LUNCH_INCLUDES.map((value) => ({ value, label: capitalise(value) }));

interface FilterBarProps {
  values: FilterValues;
  onApply: (patch: ListFilterPatch) => void;
  /** Rendered after the panel buttons, in the same group (the "Nära mig" button). */
  extra?: ReactNode;
}

/**
 * The Pris, Mattyp, Kost and "Ingår i lunchen" panels. One is open at a time; a panel works on a draft
 * of its filter: Tillämpa commits it and closes, Återställ clears the filter and closes, Escape (or a
 * click outside) closes without changes. Closing with the keyboard returns focus to the panel's button.
 */
export function FilterBar({ values, onApply, extra }: FilterBarProps) {
  const baseId = useId();
  const [open, setOpen] = useState<PanelId | null>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const buttons = useRef<Partial<Record<PanelId, HTMLButtonElement | null>>>({});

  const close = (returnFocus: boolean) => {
    if (returnFocus && open) buttons.current[open]?.focus();
    setOpen(null);
  };

  // A click or tap outside the bar closes the panel (its draft is dropped).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!barRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  const apply = (patch: ListFilterPatch) => {
    onApply(patch);
    close(true);
  };

  const counts: Record<PanelId, number> = {
    price: values.price ? 1 : 0,
    cuisines: values.cuisines?.length ?? 0,
    dietaryOptions: values.dietaryOptions?.length ?? 0,
    lunchIncludes: values.lunchIncludes?.length ?? 0,
  };
  const panels: { id: PanelId; label: string; badge?: string }[] = [
    { id: 'price', label: 'Pris', badge: values.price ? `${values.price} SEK` : undefined },
    { id: 'cuisines', label: 'Mattyp' },
    { id: 'dietaryOptions', label: 'Kost' },
    { id: 'lunchIncludes', label: 'Ingår i lunchen' },
  ];
  const panelId = (id: PanelId) => `${baseId}-${id}-panel`;
  const buttonId = (id: PanelId) => `${baseId}-${id}-button`;

  return (
    <div
      className="filter-bar"
      ref={barRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out of the bar closes the open panel, so it never covers what has focus.
        const next = event.relatedTarget as Node | null;
        if (open && next && !barRef.current?.contains(next)) setOpen(null);
      }}
    >
      <div className="filter-bar__row">
        <div className="filter-bar__buttons" role="group" aria-label="Filter">
          {panels.map(({ id, label, badge }) => {
            const count = counts[id];
            const isOpen = open === id;
            return (
              <button
                key={id}
                id={buttonId(id)}
                ref={(node) => {
                  buttons.current[id] = node;
                }}
                type="button"
                className={count ? 'filter-button filter-button--active' : 'filter-button'}
                aria-expanded={isOpen}
                aria-controls={panelId(id)}
                onClick={() => setOpen(isOpen ? null : id)}
              >
                {label}
                {count > 0 && (
                  <span className="filter-button__badge">
                    {badge ?? count}
                    <span className="visually-hidden">{id === 'price' ? ' valt' : ' valda'}</span>
                  </span>
                )}
                <svg className="filter-button__chevron" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="m6 9 6 6 6-6" />
                </svg>
              </button>
            );
          })}
          {extra}
        </div>
      </div>

      {panels.map(({ id, label }) =>
        open === id ? (
          <FilterPanel key={id} id={panelId(id)} labelledBy={buttonId(id)} wide={id !== 'price'}>
            {id === 'price' && (
              <PricePanel
                legend="Maxpris för lunchen"
                options={PRICE_OPTIONS}
                value={values.price}
                onApply={(price) => apply({ price })}
                onReset={() => apply({ price: null })}
              />
            )}
            {id !== 'price' && (
              <CheckboxPanel
                legend={label}
                options={id === 'cuisines' ? CUISINE_OPTIONS : id === 'dietaryOptions' ? DIET_OPTIONS : INCLUDE_OPTIONS}
                value={values[id] ?? []}
                onApply={(selected) => apply({ [id]: selected })}
                onReset={() => apply({ [id]: [] })}
              />
            )}
          </FilterPanel>
        ) : (
          // Kept in the DOM (hidden) so aria-controls always points at an element.
          <div key={id} id={panelId(id)} hidden />
        ),
      )}
    </div>
  );
}
