import { searchNoticeText, type SearchState } from '../lib/labels';

/** What the search found, announced politely to screen readers. Always rendered so the announcement works. */
export function SearchNotice({ term, state }: { term: string; state: SearchState }) {
  const text = searchNoticeText(term, state);
  return (
    <p className={text ? 'search-notice' : 'search-notice search-notice--empty'} role="status">
      {text}
    </p>
  );
}
