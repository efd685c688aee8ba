import { useId, useState } from 'react';
import { cleanDescription, collapsedDescription, isDescriptionCollapsible } from '../lib/description';

/** Spec: collapsed with "Visa mer" / "Visa mindre" when longer than 120 characters or with a line break. */
export function MenuDescription({ text }: { text: string | undefined }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const description = cleanDescription(text);
  if (!description) return null;
  if (!isDescriptionCollapsible(description)) return <p className="menu__description">{description}</p>;

  return (
    <div className="menu__description-wrap">
      <p id={id} className="menu__description">
        {expanded ? description : collapsedDescription(description)}
      </p>
      <button
        type="button"
        className="link-button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((e) => !e)}
      >
        {expanded ? 'Visa mindre' : 'Visa mer'}
      </button>
    </div>
  );
}
