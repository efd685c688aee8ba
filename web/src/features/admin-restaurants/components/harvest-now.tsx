import { useId } from 'react';
import type { Restaurant } from '@lunch/shared';
import { Link } from '../../../components/ui/link';
import { isHttpError } from '../../../lib/api-client';
import { useHarvestNow } from '../api/harvest-now';
import { failureText } from '../lib/failure-text';
import { harvestReading, reviewHref, type HarvestReading } from '../lib/harvest-reading';

/** "Hämta meny nu" beside the lunch link: harvests this restaurant now and shows what was read and decided. */
export function HarvestNow({ restaurant }: { restaurant: Restaurant }) {
  const reasonId = useId();
  const harvest = useHarvestNow(restaurant.id);
  const hasLink = Boolean(restaurant.lunch_link?.trim());
  const reading = harvest.data ? harvestReading(harvest.data) : undefined;

  return (
    <div className="ar-harvest">
      <div className="ar-actions">
        <button
          type="button"
          className="button button--small"
          disabled={!hasLink || harvest.isPending}
          aria-describedby={hasLink ? undefined : reasonId}
          onClick={() => harvest.mutate()}
        >
          {harvest.isPending ? 'Hämtar…' : 'Hämta meny nu'}
        </button>
        {!hasLink && (
          <small id={reasonId} className="ar-hint">
            Ingen lunchlänk: lägg in en lunch link för att kunna hämta menyn.
          </small>
        )}
      </div>
      <div role="status" aria-live="polite" className="ar-harvest__status">
        {harvest.isPending && <p className="muted">Hämtar och läser sidan…</p>}
        {reading && !harvest.isPending && <ReadingView reading={reading} />}
      </div>
      {harvest.isError && !isHttpError(harvest.error, 401) && (
        <p className="ar-dialog__problem" role="alert">
          {failureText(harvest.error, 'Hämtningen misslyckades')}
        </p>
      )}
    </div>
  );
}

function ReadingView({ reading }: { reading: HarvestReading }) {
  return (
    <section className={`ar-reading ar-reading--${reading.decision}`} aria-label="Hämtad meny">
      <p className="ar-reading__decision">
        <strong>{reading.headline}</strong>
        {reading.decision === 'review' && reading.reviewId && (
          <>
            {' '}
            <Link to={reviewHref(reading.reviewId)}>Öppna i granskningen</Link>
          </>
        )}
      </p>
      {reading.reason && <p className="ar-reading__reason">{reading.reason}</p>}
      <dl className="ar-reading__facts">
        {reading.confidence && (
          <div>
            <dt>Säkerhet</dt>
            <dd>{reading.confidence}</dd>
          </div>
        )}
        {reading.week && (
          <div>
            <dt>Vecka</dt>
            <dd>{reading.week}</dd>
          </div>
        )}
        <div>
          <dt>Dagar</dt>
          <dd>{reading.days.length ? reading.days.join(', ') : '—'}</dd>
        </div>
      </dl>
      {reading.doubts.length > 0 && (
        <ul className="ar-reading__doubts" aria-label="Tveksamheter">
          {reading.doubts.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
      {reading.dishes.length > 0 && (
        <table className="ar-reading__dishes">
          <caption>Rätter ({reading.dishes.length})</caption>
          <thead>
            <tr>
              <th scope="col">Dag</th>
              <th scope="col">Rätt</th>
              <th scope="col">Pris</th>
            </tr>
          </thead>
          <tbody>
            {reading.dishes.map((dish, i) => (
              <tr key={`${dish.date}-${i}`}>
                <td>{dish.day}</td>
                <td>{dish.name}</td>
                <td className="ar-reading__price">{dish.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {reading.sourceUrl && (
        <p className="ar-hint">
          Läst från <a href={reading.sourceUrl} target="_blank" rel="noreferrer noopener">{reading.sourceUrl}</a>
        </p>
      )}
    </section>
  );
}
