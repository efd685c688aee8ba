import { MAX_SEARCH_LENGTH } from '@lunch/shared';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { SearchIcon } from '../../../components/ui/search-icon';

/** Spec section 9: the search text is sent 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search in effect (from the URL). */
  value: string;
  /**
   * A new search to put into effect. The first one of a typing session adds a history entry, the
   * following ones replace it, so Back returns to before the search rather than through each letter.
   */
  onCommit: (term: string, options: { replace: boolean }) => void;
}

export function SearchBox({ value, onCommit }: SearchBoxProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const sessionStarted = useRef(false);
  const onCommitRef = useRef(onCommit);
  useEffect(() => {
    onCommitRef.current = onCommit;
  }, [onCommit]);

  // The search changed from outside (back/forward, a link): show it in the box. Checked on every
  // navigation, not only when `value` changes: a Back pressed before the page has rendered the
  // search just committed brings `value` back to what it was, so `value` alone never changes.
  const location = useLocation();
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setDraft(value);
    }
  }, [value, location]);

  // Only refs inside: a stable function, so re-renders (results arriving) never restart the debounce.
  const commit = useCallback((text: string) => {
    const term = text.trim();
    if (term === committed.current) return;
    committed.current = term;
    onCommitRef.current(term, { replace: sessionStarted.current });
    sessionStarted.current = true;
  }, []);

  useEffect(() => {
    if (draft.trim() === committed.current) return;
    const timer = window.setTimeout(() => commit(draft), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, commit]);

  const submit = (event: FormEvent) => {
    event.preventDefault(); // Enter searches at once
    commit(draft);
  };

  return (
    <form className="list-search" role="search" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Sök bland restaurangerna
      </label>
      <SearchIcon />
      <input
        id={inputId}
        className="list-search__input"
        type="search"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Sök restaurang, rätt eller meny..."
        maxLength={MAX_SEARCH_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onFocus={() => {
          sessionStarted.current = false;
        }}
      />
    </form>
  );
}
