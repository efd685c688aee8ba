import { AI_BADGE_LABEL, aiResponseBadge, storedAiResponse, type AiResponseBadge, type Restaurant } from '@lunch/shared';
import { linkCheckLabel, type LinkCheckState } from '../lib/link-check';

const AI_BADGE_ICON: Record<AiResponseBadge, string> = {
  found: '✓',
  partial: '◐',
  'format-only': '▭',
  'not-found': '✗',
  'access-error': '⚠',
  unclassified: '?',
  none: '○',
};

/** The AI response badge: the stored text, styled and named by the category it means (shared rule, as the analysis). */
export function AiBadge({ response }: { response: string | null }) {
  const kind = aiResponseBadge(response);
  return (
    <span className={`nr-badge nr-badge--${kind}`}>
      <span aria-hidden="true">{AI_BADGE_ICON[kind]} </span>
      AI: {response ?? 'none'}
      <span className="visually-hidden"> ({AI_BADGE_LABEL[kind]})</span>
    </span>
  );
}

/** A badge of the analysis table: the category the server gave the response. */
export function AiCategoryBadge({ kind }: { kind: AiResponseBadge }) {
  return <span className={`nr-badge nr-badge--${kind}`}>{AI_BADGE_LABEL[kind]}</span>;
}

export const restaurantAiResponse = (r: Pick<Restaurant, 'AIResponse'> & { aiResponse?: string | null }) => storedAiResponse(r);

/** The validation state, checkedformenu: a menu was found on the lunch link, none was, or it was never checked. */
export function ValidationBadge({ checked }: { checked: boolean | undefined }) {
  const [kind, icon, text] =
    checked === true ? ['success', '✓', 'Meny: has-menu'] : checked === false ? ['failed', '✗', 'Meny: no-menu'] : ['none', '○', 'Meny: not-checked'];
  return (
    <span className={`nr-badge nr-badge--${kind}`}>
      <span aria-hidden="true">{icon} </span>
      {text}
    </span>
  );
}

/** A restaurant's lunch-link check as it runs and ends (icon and words), announced politely. */
export function LinkCheckStatus({ state }: { state: LinkCheckState | undefined }) {
  if (!state) return null;
  const { icon, text } = linkCheckLabel(state);
  return (
    <p className={`nr-link-check nr-link-check--${state.status}`} data-status={state.status}>
      <span aria-hidden="true">{icon} </span>
      {text}
    </p>
  );
}
