/** Spec: a menu description is collapsed when longer than 120 characters or when it has a line break. */
export const DESCRIPTION_COLLAPSE_THRESHOLD = 120;

/** Trimmed, with Windows and old Mac line breaks made plain "\n". */
export function cleanDescription(text: string | null | undefined): string {
  return (text ?? '').replace(/\r\n?/g, '\n').trim();
}

/** Characters as a reader counts them (an emoji is one, not two UTF-16 units). */
function length(text: string): number {
  return [...text].length;
}

export function isDescriptionCollapsible(text: string | null | undefined): boolean {
  const description = cleanDescription(text);
  return length(description) > DESCRIPTION_COLLAPSE_THRESHOLD || description.includes('\n');
}

/**
 * The collapsed form: the first line, cut at a word boundary to at most 120 characters, with an
 * ellipsis. A description that does not collapse is returned as it is.
 */
export function collapsedDescription(text: string | null | undefined): string {
  const description = cleanDescription(text);
  if (!isDescriptionCollapsible(description)) return description;
  const firstLine = description.split('\n', 1)[0].trimEnd();
  const chars = [...firstLine];
  let cut = firstLine;
  if (chars.length > DESCRIPTION_COLLAPSE_THRESHOLD) {
    cut = chars.slice(0, DESCRIPTION_COLLAPSE_THRESHOLD).join('');
    const lastSpace = cut.lastIndexOf(' ');
    // Cut at the last space unless that throws away most of the text (one very long word).
    if (lastSpace > DESCRIPTION_COLLAPSE_THRESHOLD * 0.6) cut = cut.slice(0, lastSpace);
  }
  // "deg." + "…" reads as "deg.…": the ellipsis replaces trailing punctuation.
  return `${cut.replace(/[\s,.;:–-]+$/u, '')}…`;
}
