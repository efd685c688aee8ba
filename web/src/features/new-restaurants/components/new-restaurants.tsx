import { useEffect, useMemo, useRef, useState } from 'react';
import { matchesNewRestaurantFilters, NO_NEW_RESTAURANT_FILTERS, type BulkCloudExtractResult, type NewRestaurantFilters } from '@lunch/shared';
import { Spinner } from '../../../components/ui/spinner';
import { isHttpError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { toastError } from '../../../lib/toast-store';
import { useAzureExtractBulk } from '../api/azure-extract-bulk';
import { useDeleteRestaurants } from '../api/delete-restaurant';
import { useExtractBulk } from '../api/extract-bulk';
import { useNewRestaurants } from '../api/get-new-restaurants';
import { useMarkProcessed } from '../api/update-restaurant';
import { useLinkChecks } from '../hooks/use-link-checks';
import { linkCheckTargets } from '../lib/link-check';
import { AiResponseAnalysisButton } from './ai-response-analysis';
import { AzureResultsPanel } from './azure-results-panel';
import { ExtractionQueuePanel } from './extraction-queue-panel';
import { NewRestaurantCard } from './new-restaurant-card';
import { NewRestaurantFiltersBar } from './new-restaurant-filters';
import '../new-restaurants.css';

/**
 * The New-restaurants tab (spec section 2): every restaurant still marked NEW, five filters with
 * counts, select-all and bulk actions, expandable cards, and the harvesting: lunch-link checks, AI
 * extraction through its queue, cloud-function (Azure) extraction, and the AI response analysis.
 */
export function NewRestaurants() {
  const { data, isPending, isError, error } = useNewRestaurants();
  const [filters, setFilters] = useState<NewRestaurantFilters>(NO_NEW_RESTAURANT_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const markProcessed = useMarkProcessed();
  const remove = useDeleteRestaurants();
  const linkChecks = useLinkChecks();
  const extractBulk = useExtractBulk();
  const [azureResult, setAzureResult] = useState<BulkCloudExtractResult | null>(null);
  const azureBulk = useAzureExtractBulk(setAzureResult);

  const visible = useMemo(() => (data?.restaurants ?? []).filter((r) => matchesNewRestaurantFilters(r, filters)), [data, filters]);
  // Bulk actions apply to what is both selected and shown: a filter change never acts on hidden rows.
  const selectedVisible = visible.filter((r) => selected.has(r.id)).map((r) => r.id);
  const allSelected = visible.length > 0 && selectedVisible.length === visible.length;
  const someSelected = selectedVisible.length > 0 && !allSelected;
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = someSelected;
  }, [someSelected]);

  const busy = markProcessed.isPending || remove.isPending;
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const clearDone = (ids: string[]) =>
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));

  const bulkProcessed = () => markProcessed.mutate(selectedVisible, { onSuccess: (outcome) => clearDone(outcome.done) });
  const bulkDelete = () => {
    const n = selectedVisible.length;
    if (!window.confirm(`Delete ${n} selected ${n === 1 ? 'restaurant' : 'restaurants'}? Each one is deleted in turn; the run stops at the first failure.`)) return;
    remove.mutate(selectedVisible, { onSuccess: (outcome) => clearDone(outcome.done) });
  };

  // Spec section 5: the bulk extractions need a selection.
  const withSelection = (start: (ids: string[]) => void) => () => {
    if (selectedVisible.length === 0) return toastError('Select one or more restaurants first.', 'No Selection');
    start(selectedVisible);
  };
  const bulkAiExtract = withSelection((ids) => extractBulk.mutate(ids));
  const bulkAzureExtract = withSelection((ids) => azureBulk.mutate(ids));
  // The link check takes the selected restaurants, or every shown one when none is selected.
  const linkTargets = linkCheckTargets(visible, selected);
  const bulkCheckLinks = () => void linkChecks.checkMany(linkTargets.withLink, linkTargets.withoutLink.length);

  if (isPending) return <Spinner label="Laddar nya restauranger..." />;
  if (isError) {
    // Spec section 8: '{status}: {message}', falling back to 'Failed to fetch restaurants'.
    const text = isHttpError(error) ? `${error.status}: ${serverMessage(error, 'Failed to fetch restaurants')}` : 'Failed to fetch restaurants';
    return <p role="alert" className="new-restaurants__error">{text}</p>;
  }

  return (
    <div className="new-restaurants">
      <div className="new-restaurants__top">
        <h2>Nya Restauranger</h2>
        <p className="muted" aria-live="polite">
          Showing {visible.length} of {data.counts.total}
        </p>
      </div>
      <NewRestaurantFiltersBar counts={data.counts} filters={filters} onChange={setFilters} />

      <div className="new-restaurants__bulk" role="toolbar" aria-label="Bulk actions">
        <label className="new-restaurants__select-all">
          <input ref={selectAll} type="checkbox" checked={allSelected} disabled={visible.length === 0} onChange={(e) => setSelected(e.target.checked ? new Set(visible.map((r) => r.id)) : new Set())} />
          Select all
        </label>
        <span className="new-restaurants__selected-count">{selectedVisible.length} selected</span>
        <button type="button" className="button button--small" disabled={selectedVisible.length === 0 || busy} onClick={bulkProcessed}>
          Markera som Processed
        </button>
        <button type="button" className="button button--small button--danger" disabled={selectedVisible.length === 0 || busy} onClick={bulkDelete}>
          Delete selected
        </button>
        <span className="new-restaurants__harvest-bulk">
          <button type="button" className="button button--small button--secondary" disabled={linkChecks.bulkRunning || visible.length === 0} onClick={bulkCheckLinks}>
            {linkChecks.bulkRunning ? 'Checking lunch links…' : 'Check lunch links'}
            <span className="visually-hidden"> ({selectedVisible.length > 0 ? `${selectedVisible.length} selected` : `all ${visible.length} shown`})</span>
          </button>
          <button type="button" className="button button--small button--secondary" disabled={extractBulk.isPending} onClick={bulkAiExtract}>
            {extractBulk.isPending ? 'Queueing…' : 'AI Extract'}
          </button>
          <button type="button" className="button button--small button--secondary" disabled={azureBulk.isPending} onClick={bulkAzureExtract}>
            {azureBulk.isPending ? 'Calling Azure…' : 'Azure Extract'}
          </button>
          <AiResponseAnalysisButton />
        </span>
      </div>
      <p className="new-restaurants__link-summary" role="status">
        {linkChecks.bulkRunning
          ? `Checking ${linkTargets.withLink.length} lunch ${linkTargets.withLink.length === 1 ? 'link' : 'links'}…`
          : linkChecks.summary
            ? `Lunch link check: ${linkChecks.summary.text}`
            : ''}
      </p>

      {data.counts.total === 0 ? (
        <p className="new-restaurants__empty">No new restaurants</p>
      ) : visible.length === 0 ? (
        <p className="new-restaurants__empty">No restaurants found</p>
      ) : (
        <ul className="new-restaurants__list" aria-label="Nya restauranger">
          {visible.map((r) => (
            <NewRestaurantCard
              key={r.id}
              restaurant={r}
              selected={selected.has(r.id)}
              onToggleSelected={toggle}
              busy={busy}
              linkCheck={linkChecks.states.get(r.id)}
              onCheckLink={(restaurant) => void linkChecks.checkSingle(restaurant)}
            />
          ))}
        </ul>
      )}
      <div className="new-restaurants__panels">
        <ExtractionQueuePanel />
        <AzureResultsPanel result={azureResult} running={azureBulk.isPending} />
      </div>
    </div>
  );
}
