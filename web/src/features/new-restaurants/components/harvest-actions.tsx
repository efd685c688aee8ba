import type { ExtractableField, Restaurant, SingleExtractResult } from '@lunch/shared';
import { useAzureExtract } from '../api/azure-extract';
import { useExtractField } from '../api/extract-field';
import { useExtractSingle } from '../api/extract-single';
import { toastError } from '../../../lib/toast-store';

interface Props {
  restaurant: Restaurant;
  busy: boolean;
  checking: boolean;
  onCheckLink: () => void;
}

/** A card's harvesting actions: the lunch-link check, the two field extractions, the AI and the Azure extraction. */
export function HarvestActions({ restaurant: r, busy, checking, onCheckLink }: Props) {
  const extractField = useExtractField();
  const extractSingle = useExtractSingle();
  const azureExtract = useAzureExtract();
  const working = busy || extractField.isPending || extractSingle.isPending || azureExtract.isPending;
  const link = r.lunch_link?.trim() ?? '';

  const extract = (field: ExtractableField) => {
    // Spec section 5: a field is read from the lunch page, so there must be one.
    if (!link) return toastError('Ingen lunch link för att extrahera data från', 'Error');
    extractField.mutate({ field, input: { restaurantId: r.id, lunchLink: link } });
  };
  const pendingField = extractField.isPending ? extractField.variables.field : null;
  const last = lastOutcome(extractSingle.data, azureExtract.data, extractSingle.submittedAt > azureExtract.submittedAt ? 'ai' : 'azure');

  return (
    <div className="new-restaurant__harvest">
      <div className="new-restaurant__actions" role="group" aria-label={`Harvesting for ${r.name}`}>
        <button type="button" className="button button--small button--secondary" disabled={checking} onClick={onCheckLink}>
          {checking ? 'Checking…' : 'Check lunch link'}
        </button>
        <button type="button" className="button button--small button--secondary" disabled={working} onClick={() => extract('lunch_hours')}>
          {pendingField === 'lunch_hours' ? 'Extracting…' : 'Extract lunch_hours'}
        </button>
        <button type="button" className="button button--small button--secondary" disabled={working} onClick={() => extract('lunch_includes')}>
          {pendingField === 'lunch_includes' ? 'Extracting…' : 'Extract lunch_includes'}
        </button>
        <button type="button" className="button button--small button--secondary" disabled={working} onClick={() => extractSingle.mutate(r.id)}>
          {extractSingle.isPending ? 'Extracting…' : 'AI extract'}
        </button>
        <button type="button" className="button button--small button--secondary" disabled={working} onClick={() => azureExtract.mutate(r.id)}>
          {azureExtract.isPending ? 'Calling Azure…' : 'Azure extract'}
        </button>
      </div>
      <p className="new-restaurant__outcome" aria-live="polite">
        {extractField.data ? `${extractField.data.field}: ${extractField.data.message}` : ''}
        {extractField.data && last ? ' · ' : ''}
        {last}
      </p>
    </div>
  );
}

/** The latest single extraction of the card, in a line: what was found and how many menus were stored. */
function lastOutcome(ai: SingleExtractResult | undefined, azure: SingleExtractResult | undefined, latest: 'ai' | 'azure'): string {
  const which = latest === 'ai' ? (ai ? 'AI' : 'Azure') : azure ? 'Azure' : 'AI';
  const result = which === 'AI' ? ai : azure;
  if (!result) return '';
  const d = result.data;
  if (!d) return `${which}: ${result.message}`;
  return `${which}: ${d.classification}, ${d.menusStored} ${d.menusStored === 1 ? 'menu' : 'menus'} stored${d.week ? ` (${d.week})` : ''}`;
}
