import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { suggestCities, type City } from '@lunch/shared';
import { SearchIcon } from '../../../components/ui/search-icon';

/** Spec: the suggestion list closes 200 ms after the box loses focus (so a click on a suggestion still lands). */
const BLUR_CLOSE_DELAY_MS = 200;

interface CitySearchProps {
  onSelect: (city: City) => void;
  label?: string;
  placeholder?: string;
}

/**
 * City search box as an ARIA 1.2 combobox with a list of suggestions: cities whose name starts with
 * the typed text. Arrow keys move the active option, Enter picks it (or the first suggestion),
 * Escape closes the list.
 */
export function CitySearch({
  onSelect,
  label = 'Sök efter en stad',
  placeholder = 'Sök efter en stad, t.ex. Helsingborg, Landskrona, Malmö',
}: CitySearchProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<number | undefined>(undefined);

  const suggestions = suggestCities(text);
  const showList = open && suggestions.length > 0;
  const showEmpty = open && suggestions.length === 0 && text.trim() !== '';

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  // Keep the active option visible when the arrow keys move past the list's scroll edge.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, active]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(city: City) {
    setText(city.name);
    close();
    onSelect(city);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          if (text.trim() !== '') setOpen(true);
          return;
        }
        if (suggestions.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => {
          if (current < 0) return step === 1 ? 0 : suggestions.length - 1;
          return (current + step + suggestions.length) % suggestions.length;
        });
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const city = suggestions[active >= 0 && active < suggestions.length ? active : 0];
        if (city) choose(city);
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        return;
    }
  }

  return (
    <div className="combobox">
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <SearchIcon />
      <input
        id={inputId}
        className="combobox__input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(event.target.value.trim() !== '');
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => window.clearTimeout(blurTimer.current)}
        onBlur={() => {
          window.clearTimeout(blurTimer.current);
          blurTimer.current = window.setTimeout(close, BLUR_CLOSE_DELAY_MS);
        }}
      />
      <ul id={listId} role="listbox" aria-label="Städer" className="combobox__list" hidden={!showList}>
        {suggestions.map((city, index) => (
          <li
            key={city.name}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'combobox__option combobox__option--active' : 'combobox__option'}
            // Keep focus in the box so the blur timer does not race the click.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(city)}
          >
            {city.name}
          </li>
        ))}
      </ul>
      {showEmpty && (
        <p className="combobox__empty" role="status">
          Inga resultat.
        </p>
      )}
    </div>
  );
}
