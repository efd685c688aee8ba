import { useId, useState } from 'react';

/** Spec: a description is collapsed when longer than 120 characters or when it has a line break. */
const COLLAPSE_THRESHOLD = 120;

function shortened(text: string): string {
  const firstLine = text.split('\n', 1)[0];
  const cut = firstLine.length > COLLAPSE_THRESHOLD ? firstLine.slice(0, COLLAPSE_THRESHOLD).trimEnd() : firstLine;
  return `${cut}…`;
}

export function MenuDescription({ text }: { text: string | undefined }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const description = (text ?? '').trim();
  if (!description) return null;

  const collapsible = description.length > COLLAPSE_THRESHOLD || description.includes('\n');
  if (!collapsible) return <p className="menu__description">{description}</p>;

  return (
    <div className="menu__description-wrap">
      <p id={id} className="menu__description">
        {expanded ? description : shortened(description)}
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
