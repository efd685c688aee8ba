import { useId, useState } from 'react';
import { newRestaurantFacets, parseLunchHoursText, type Restaurant } from '@lunch/shared';
import { useMarkProcessed, useSaveLunchHours } from '../api/update-restaurant';
import { slotsToText, slotToText } from '../lib/lunch-hours-text';
import type { LinkCheckState } from '../lib/link-check';
import { AiBadge, LinkCheckStatus, restaurantAiResponse, ValidationBadge } from './status-badges';
import { HarvestActions } from './harvest-actions';

interface Props {
  restaurant: Restaurant;
  selected: boolean;
  onToggleSelected: (id: string, selected: boolean) => void;
  busy: boolean;
  linkCheck: LinkCheckState | undefined;
  onCheckLink: (restaurant: Restaurant) => void;
}

/** One new restaurant: a summary line with its facets; expanded, its details and the lunch-hours text. */
export function NewRestaurantCard({ restaurant: r, selected, onToggleSelected, busy, linkCheck, onCheckLink }: Props) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const facets = newRestaurantFacets(r);
  const city = r.city || r.location?.city || 'Unknown City';
  const markProcessed = useMarkProcessed();

  return (
    <li className={selected ? 'new-restaurant new-restaurant--selected' : 'new-restaurant'}>
      <div className="new-restaurant__head">
        <input type="checkbox" checked={selected} onChange={(e) => onToggleSelected(r.id, e.target.checked)} aria-label={`Välj ${r.name}`} />
        <div className="new-restaurant__title">
          <h3>{r.name}</h3>
          <p className="new-restaurant__city">{city}</p>
          <LinkCheckStatus state={linkCheck} />
        </div>
        <ul className="new-restaurant__facets" aria-label="Status">
          <li className={`new-restaurant__facet new-restaurant__facet--${facets.lunchLink}`}>link: {facets.lunchLink}</li>
          <li className="new-restaurant__facet">{facets.lunchWord}</li>
          <li>
            <ValidationBadge checked={r.checkedformenu} />
          </li>
          <li>
            <AiBadge response={restaurantAiResponse(r)} />
          </li>
        </ul>
        <button
          type="button"
          className="button button--small button--secondary new-restaurant__toggle"
          aria-expanded={expanded}
          aria-controls={`${id}-details`}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Dölj detaljer' : 'Visa detaljer'}
          <span className="visually-hidden"> för {r.name}</span>
        </button>
      </div>
      {expanded && (
        <div id={`${id}-details`} className="new-restaurant__details">
          <dl>
            <dt>Address</dt>
            <dd>{r.location?.address || '–'}</dd>
            <dt>Phone</dt>
            <dd>{r.contact?.phone || '–'}</dd>
            <dt>Website</dt>
            <dd>{r.contact?.website ? <a href={r.contact.website} target="_blank" rel="noopener noreferrer">{r.contact.website}</a> : '–'}</dd>
            <dt>Lunch link</dt>
            <dd>{r.lunch_link ? <a href={r.lunch_link} target="_blank" rel="noopener noreferrer">{r.lunch_link}</a> : '–'}</dd>
            <dt>Rating</dt>
            <dd>{r.rating ? `${r.rating} / 5 (${r.reviewCount ?? 0})` : '–'}</dd>
            <dt>Coordinates</dt>
            <dd>{r.location?.coordinates ? `${r.location.coordinates[0]}, ${r.location.coordinates[1]}` : '–'}</dd>
            <dt>Lunch hours</dt>
            <dd>{slotsToText(r.lunch_hours).join('; ') || '–'}</dd>
          </dl>
          <LunchHoursEditor restaurant={r} />
          <div className="new-restaurant__actions">
            <button type="button" className="button button--small" disabled={busy || markProcessed.isPending} onClick={() => markProcessed.mutate([r.id])}>
              Markera som Processed
            </button>
          </div>
          <HarvestActions restaurant={r} busy={busy} checking={linkCheck?.status === 'checking'} onCheckLink={() => onCheckLink(r)} />
        </div>
      )}
    </li>
  );
}

/** The lunch-hours text, 'days: start-end', read as one slot and saved as lunch_hours. */
function LunchHoursEditor({ restaurant }: { restaurant: Restaurant }) {
  const inputId = useId();
  const first = restaurant.lunch_hours?.find((s) => s.days?.length);
  const [text, setText] = useState(first ? slotToText(first) : '');
  const save = useSaveLunchHours();
  const slots = parseLunchHoursText(text);

  return (
    <div className="new-restaurant__hours">
      <label htmlFor={inputId}>Lunch hours text (days: start-end)</label>
      <div className="new-restaurant__hours-row">
        <input id={inputId} value={text} onChange={(e) => setText(e.target.value)} placeholder="Monday-Friday: 11:00-14:00" maxLength={200} />
        <button type="button" className="button button--small" disabled={slots.length === 0 || save.isPending} onClick={() => save.mutate({ id: restaurant.id, slots })}>
          Save as lunch_hours
        </button>
      </div>
      <p className="new-restaurant__parsed" aria-live="polite">
        {text.trim() === '' ? 'Parsed: –' : slots.length === 0 ? 'Parsed: nothing (write it as days: start-end)' : `Parsed: ${slots.map((s) => `${s.days.join(', ')} ${s.startTime}-${s.endTime}`).join('; ')}`}
      </p>
    </div>
  );
}
