import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { toggleValue } from '../../../lib/list-filters';

/** The frame of an open filter panel. Focus moves into it when it opens (to the chosen option, if any). */
export function FilterPanel({ id, labelledBy, wide, children }: { id: string; labelledBy: string; wide: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = ref.current;
    const target = panel?.querySelector<HTMLInputElement>('input:checked') ?? panel?.querySelector<HTMLInputElement>('input');
    target?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} id={id} role="group" aria-labelledby={labelledBy} className={wide ? 'filter-panel filter-panel--wide' : 'filter-panel'}>
      {children}
    </div>
  );
}

function PanelActions({ canApply, onApply, onReset }: { canApply: boolean; onApply: () => void; onReset: () => void }) {
  return (
    <div className="filter-panel__actions">
      <button type="button" className="link-button" onClick={onReset}>
        Återställ
      </button>
      <button type="button" className="button button--small" disabled={!canApply} onClick={onApply}>
        Tillämpa
      </button>
    </div>
  );
}

interface PricePanelProps {
  legend: string;
  options: readonly number[];
  value: number | undefined;
  onApply: (price: number) => void;
  onReset: () => void;
}

/** Spec section 5: Tillämpa stays disabled until a price is chosen (0 is no choice). */
export function PricePanel({ legend, options, value, onApply, onReset }: PricePanelProps) {
  const name = useId();
  const [draft, setDraft] = useState<number>(value ?? 0);
  return (
    <>
      <fieldset className="filter-panel__fieldset">
        <legend className="filter-panel__legend">{legend}</legend>
        <div className="filter-panel__options filter-panel__options--price">
          {options.map((price) => (
            <label key={price} className="filter-option filter-option--radio">
              <input type="radio" name={name} value={price} checked={draft === price} onChange={() => setDraft(price)} />
              <span>{price} SEK</span>
            </label>
          ))}
        </div>
      </fieldset>
      <PanelActions canApply={draft > 0} onApply={() => draft > 0 && onApply(draft)} onReset={onReset} />
    </>
  );
}

interface CheckboxPanelProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onApply: (selected: string[]) => void;
  onReset: () => void;
}

export function CheckboxPanel({ legend, options, value, onApply, onReset }: CheckboxPanelProps) {
  const [draft, setDraft] = useState<string[]>([...value]);
  return (
    <>
      <fieldset className="filter-panel__fieldset">
        <legend className="filter-panel__legend">{legend}</legend>
        <div className="filter-panel__options">
          {options.map((option) => (
            <label key={option.value} className="filter-option">
              <input
                type="checkbox"
                value={option.value}
                checked={draft.includes(option.value)}
                onChange={() => setDraft((current) => toggleValue(current, option.value))}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <PanelActions canApply onApply={() => onApply(draft)} onReset={onReset} />
    </>
  );
}
