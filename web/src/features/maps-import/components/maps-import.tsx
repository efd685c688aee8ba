import { useId, useState, type FormEvent } from 'react';
import type { ExtractedRestaurant } from '@lunch/shared';
import { isHttpError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { showToast, toastError } from '../../../lib/toast-store';
import { useExtractGmapsData } from '../api/extract-gmaps-data';
import { useInsertRestaurant } from '../api/insert-restaurant';
import { fromDraft, toDraft, type RestaurantDraft } from '../lib/draft';
import { ResultPanel } from './result-panel';
import '../maps-import.css';

interface Extraction {
  /** The extracted data; Save replaces it with the edits, Cancel goes back to it. */
  restaurant: ExtractedRestaurant;
  missingFields: string[];
  derivedFields: string[];
  message: string;
}

const success = (description: string) => showToast({ title: 'Success', description, variant: 'success' });

/**
 * The maps import (spec sections 2 and 4, "Maps extraction"), on /admin/gmaps-import and in the
 * dashboard's gmaps-import tab: paste a Google Maps link, extract, optionally edit (Save or Cancel),
 * then add the restaurant; it arrives marked NEW for review.
 */
export function MapsImport() {
  const urlId = useId();
  const [url, setUrl] = useState('');
  const [extraction, setExtraction] = useState<Extraction>();
  const [draft, setDraft] = useState<RestaurantDraft>();
  const [draftError, setDraftError] = useState<string>();
  const extract = useExtractGmapsData();
  const insert = useInsertRestaurant();
  const editing = draft !== undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) {
      showToast({ title: 'URL required', description: 'Please enter a Google Maps URL', variant: 'error' });
      return;
    }
    extract.mutate(url.trim(), {
      onSuccess: (data) => {
        setExtraction({ restaurant: data.restaurant, missingFields: data.missingFields ?? [], derivedFields: data.derivedFields ?? [], message: data.message });
        setDraft(undefined);
        setDraftError(undefined);
        success('Data extracted successfully');
      },
      onError: (error) => {
        if (!isHttpError(error, 401)) toastError(serverMessage(error, 'Failed to extract data'), 'Extraction failed');
      },
    });
  };

  const save = () => {
    if (!extraction || !draft) return;
    const parsed = fromDraft(draft);
    if (!parsed.ok) {
      setDraftError(parsed.message);
      return;
    }
    setExtraction({ ...extraction, restaurant: parsed.restaurant });
    setDraft(undefined);
    setDraftError(undefined);
    success('Changes saved');
  };

  const cancel = () => {
    setDraft(undefined);
    setDraftError(undefined);
  };

  const add = () => {
    if (!extraction || editing) return;
    insert.mutate(extraction.restaurant, {
      onSuccess: (data) => {
        success(data?.message || 'Restaurant added successfully');
        // Insert success resets the form (spec section 4).
        setUrl('');
        setExtraction(undefined);
      },
      onError: (error) => {
        if (!isHttpError(error, 401)) toastError(serverMessage(error, 'Failed to insert restaurant'), 'Insert failed');
      },
    });
  };

  return (
    <div className="maps-import">
      <form className="maps-import__form" onSubmit={submit} noValidate>
        <label htmlFor={urlId}>Google Maps URL</label>
        <div className="maps-import__url-row">
          <input
            id={urlId}
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://www.google.com/maps/place/..."
            maxLength={4000}
            autoComplete="off"
          />
          <button type="submit" className="button" disabled={extract.isPending}>
            {extract.isPending ? 'Extraherar...' : 'Extrahera Data'}
          </button>
        </div>
        <p className="maps-import__hint muted">Paste the address of a place from Google Maps (google.com/maps/place/...).</p>
      </form>

      {extraction && (
        <ResultPanel
          restaurant={extraction.restaurant}
          missingFields={extraction.missingFields}
          derivedFields={extraction.derivedFields}
          message={extraction.message}
          draft={draft}
          draftError={draftError}
          onDraftChange={setDraft}
          onEdit={() => setDraft(toDraft(extraction.restaurant))}
          onSave={save}
          onCancel={cancel}
          onInsert={add}
          inserting={insert.isPending}
        />
      )}
    </div>
  );
}
