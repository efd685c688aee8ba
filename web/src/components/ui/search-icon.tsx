/** The magnifying glass inside search fields (styled by .search-field__icon in styles.css). */
export function SearchIcon() {
  return (
    <svg className="search-field__icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
