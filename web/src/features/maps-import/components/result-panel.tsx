import { useId, type ReactNode } from 'react';
import { CITY_NAMES, type ExtractedRestaurant } from '@lunch/shared';
import { isListed, type PanelField, type RestaurantDraft } from '../lib/draft';

interface Props {
  restaurant: ExtractedRestaurant;
  missingFields: string[];
  derivedFields: string[];
  message: string;
  draft: RestaurantDraft | undefined;
  draftError: string | undefined;
  onDraftChange: (draft: RestaurantDraft) => void;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  onInsert: () => void;
  inserting: boolean;
}

const dash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '–' : String(value));

/** The extracted restaurant: shown, or as inputs while editing; missing and derived fields are marked. */
export function ResultPanel(props: Props) {
  const { restaurant: r, draft, missingFields, derivedFields } = props;
  const id = useId();
  const editing = draft !== undefined;
  const hintId = `${id}-hint`;

  const marks = (field: PanelField) => (
    <>
      {isListed(missingFields, field) && <span className="maps-import__mark maps-import__mark--missing">missing</span>}
      {isListed(derivedFields, field) && (
        <span className="maps-import__mark maps-import__mark--derived" title="Not in the link: worked out from the coordinates (the nearest city the service covers)">
          derived
        </span>
      )}
    </>
  );

  const row = (field: PanelField, label: string, view: ReactNode, input: ReactNode) => (
    <div className={isListed(missingFields, field) ? 'maps-import__row maps-import__row--missing' : 'maps-import__row'}>
      <dt>
        {editing ? <label htmlFor={`${id}-${field}`}>{label}</label> : label} {marks(field)}
      </dt>
      <dd>{editing ? input : view}</dd>
    </div>
  );

  const textInput = (field: PanelField, key: keyof RestaurantDraft, type = 'text', extra: Record<string, string> = {}) => (
    <input id={`${id}-${field}`} type={type} value={draft?.[key] ?? ''} onChange={(e) => draft && props.onDraftChange({ ...draft, [key]: e.target.value })} {...extra} />
  );
  const numberInput = (inputId: string, key: keyof RestaurantDraft, label: string) => (
    <input id={inputId} inputMode="decimal" aria-label={label} value={draft?.[key] ?? ''} onChange={(e) => draft && props.onDraftChange({ ...draft, [key]: e.target.value })} />
  );

  return (
    <section className="maps-import__result" aria-labelledby={`${id}-title`}>
      <div className="maps-import__result-head">
        <h2 id={`${id}-title`}>{dash(r.name)}</h2>
        <div className="maps-import__edit-actions">
          {editing ? (
            <>
              <button type="button" className="button button--small" onClick={props.onSave}>Save</button>
              <button type="button" className="button button--small button--secondary" onClick={props.onCancel}>Cancel</button>
            </>
          ) : (
            <button type="button" className="button button--small button--secondary" onClick={props.onEdit}>Edit</button>
          )}
        </div>
      </div>
      {props.message && <p className="maps-import__message">{props.message}</p>}
      {props.draftError && <p role="alert" className="maps-import__error">{props.draftError}</p>}
      <dl className="maps-import__fields">
        {row('name', 'Name', dash(r.name), textInput('name', 'name', 'text', { maxLength: '120' }))}
        {row(
          'city',
          'City',
          dash(r.location.city),
          <select id={`${id}-city`} value={draft?.city ?? ''} onChange={(e) => draft && props.onDraftChange({ ...draft, city: e.target.value })}>
            <option value="">Choose a city</option>
            {CITY_NAMES.map((c) => (
              <option key={c} value={c}>{c}</option>
            ))}
          </select>,
        )}
        {row('address', 'Address', dash(r.location.address), textInput('address', 'address', 'text', { maxLength: '200' }))}
        {row('phone', 'Phone', dash(r.contact.phone), textInput('phone', 'phone', 'tel', { maxLength: '40' }))}
        {row(
          'website',
          'Website',
          r.contact.website ? <a href={r.contact.website} target="_blank" rel="noopener noreferrer">{r.contact.website}</a> : '–',
          textInput('website', 'website', 'url', { placeholder: 'https://' }),
        )}
        {row('rating', 'Rating', r.rating === null ? '–' : `${r.rating} / 5`, <span className="maps-import__pair">{numberInput(`${id}-rating`, 'rating', 'Rating')}<span>/ 5</span></span>)}
        {row('reviews', 'Reviews', dash(r.reviews), numberInput(`${id}-reviews`, 'reviews', 'Reviews'))}
        {row(
          'coordinates',
          'Coordinates (longitude, latitude)',
          r.location.coordinates ? `${r.location.coordinates[0]}, ${r.location.coordinates[1]}` : '–',
          <span className="maps-import__pair">
            <input id={`${id}-coordinates`} inputMode="decimal" aria-label="Longitude" value={draft?.longitude ?? ''} onChange={(e) => draft && props.onDraftChange({ ...draft, longitude: e.target.value })} />
            {numberInput(`${id}-latitude`, 'latitude', 'Latitude')}
          </span>,
        )}
        {row('placeId', 'Place ID', <code>{dash(r.gMaps_place_id)}</code>, textInput('placeId', 'placeId', 'text', { maxLength: '300' }))}
      </dl>
      <div className="maps-import__insert">
        <button type="button" className="button" disabled={editing || props.inserting} aria-describedby={editing ? hintId : undefined} onClick={props.onInsert}>
          {props.inserting ? 'Adding...' : 'add restaurant to database'}
        </button>
        {editing && <p id={hintId} className="maps-import__hint">Save your edits first</p>}
      </div>
    </section>
  );
}
