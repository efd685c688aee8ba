import { aiResponseBadge, storedAiResponse, type AiResponseBadge, type Restaurant } from '@lunch/shared';
import { linkCheckLabel, type LinkCheckState } from '../lib/link-check';

const AI_BADGE_ICON: Record<AiResponseBadge, string> = { success: '✓', failed: '✗', partial: '◐', none: '○' };

/** Spec section 4, AI response badge: success, failed, partial or none, with the stored text. */
export function AiBadge({ response }: { response: string | null }) {
  const kind = aiResponseBadge(response);
  return (
    <span className={`nr-badge nr-badge--${kind}`}>
      <span aria-hidden="true">{AI_BADGE_ICON[kind]} </span>
      AI: {response ?? 'none'}
      <span className="visually-hidden"> ({kind})</span>
    </span>
  );
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
