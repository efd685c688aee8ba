import { useId, useState } from 'react';
import type { OwnerClaim } from '@lunch/shared';
import { isHttpError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { useApproveOwnerClaim, type ApprovedClaim } from '../api/approve-owner-claim';
import { useDeclineOwnerClaim } from '../api/decline-owner-claim';
import { useOwnerClaims, type ClaimFilter } from '../api/get-owner-claims';
import { dateTimeText } from '../lib/dates';
import { InviteLink } from './invite-link';
import '../owner-claims.css';

const FILTERS: { value: ClaimFilter; label: string }[] = [
  { value: 'pending', label: 'Väntande' },
  { value: 'approved', label: 'Godkända' },
  { value: 'declined', label: 'Avslagna' },
  { value: 'all', label: 'Alla' },
];

const STATUS_TEXT: Record<OwnerClaim['status'], string> = { pending: 'Väntar', approved: 'Godkänd', declined: 'Avslagen' };

const failure = (error: unknown, fallback: string) => (isHttpError(error, 401) ? undefined : serverMessage(error, fallback));

/** The dashboard's "Ägarförfrågningar" tab: requests for owner access from the public restaurant pages. */
export function OwnerClaimsTab() {
  const filterId = useId();
  const [filter, setFilter] = useState<ClaimFilter>('pending');
  const claims = useOwnerClaims(filter);
  // The link is in no list (only its hash is stored): what this session approved stays shown here.
  const [approved, setApproved] = useState<ApprovedClaim[]>([]);
  const approve = useApproveOwnerClaim((result) => setApproved((current) => [result, ...current]));
  const decline = useDeclineOwnerClaim();
  const busyId = approve.isPending ? approve.variables : decline.isPending ? decline.variables : undefined;
  const problem = approve.isError ? failure(approve.error, 'Kunde inte godkänna förfrågan') : decline.isError ? failure(decline.error, 'Kunde inte avslå förfrågan') : undefined;

  return (
    <div className="oc-tab">
      <h2 className="oc-tab__title">Ägarförfrågningar</h2>
      {approved.map(({ claim, invite }) => (
        <section key={claim.id} className="oc-approved" aria-label={`Inbjudan till ${claim.restaurantName}`}>
          <p className="oc-approved__title">
            Godkänd: {claim.name} för {claim.restaurantName} ({claim.city}). Skicka länken till {claim.email}.
          </p>
          <InviteLink invite={invite} />
        </section>
      ))}
      <div className="oc-tab__filter">
        <label htmlFor={filterId}>Visa</label>
        <select id={filterId} value={filter} onChange={(e) => setFilter(e.target.value as ClaimFilter)}>
          {FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      {problem && (
        <p className="oc-problem" role="alert">
          {problem}
        </p>
      )}
      {claims.isPending ? (
        <p className="muted">Laddar förfrågningar…</p>
      ) : claims.isError ? (
        <p className="oc-problem" role="alert">
          {failure(claims.error, 'Kunde inte läsa förfrågningarna') ?? 'Kunde inte läsa förfrågningarna'}
        </p>
      ) : claims.data.length === 0 ? (
        <p className="muted">{filter === 'pending' ? 'Inga väntande förfrågningar.' : 'Inga förfrågningar.'}</p>
      ) : (
        <ul className="oc-list">
          {claims.data.map((claim) => (
            <li key={claim.id} className="oc-claim" aria-label={`${claim.name}, ${claim.restaurantName}`}>
              <div className="oc-claim__head">
                <strong>{claim.restaurantName}</strong> <span className="muted">{claim.city}</span>
                <span className={`oc-status oc-status--${claim.status}`}>{STATUS_TEXT[claim.status]}</span>
              </div>
              <dl className="oc-claim__facts">
                <dt>Namn</dt>
                <dd>{claim.name}</dd>
                <dt>Roll</dt>
                <dd>{claim.role}</dd>
                <dt>E-post</dt>
                <dd>
                  <a href={`mailto:${claim.email}`}>{claim.email}</a>
                </dd>
                <dt>Telefon</dt>
                <dd>{claim.phone}</dd>
                <dt>Inkom</dt>
                <dd>{dateTimeText(claim.createdAt)}</dd>
                {claim.decidedAt && (
                  <>
                    <dt>Beslut</dt>
                    <dd>
                      {dateTimeText(claim.decidedAt)}
                      {claim.decidedBy && ` av ${claim.decidedBy}`}
                    </dd>
                  </>
                )}
              </dl>
              {claim.message && <p className="oc-claim__message">{claim.message}</p>}
              {claim.status === 'pending' && (
                <div className="oc-claim__actions">
                  <button type="button" className="button button--small" disabled={busyId !== undefined} onClick={() => approve.mutate(claim.id)}>
                    {busyId === claim.id && approve.isPending ? 'Godkänner…' : 'Godkänn'}
                  </button>
                  <button type="button" className="button button--small button--secondary" disabled={busyId !== undefined} onClick={() => decline.mutate(claim.id)}>
                    {busyId === claim.id && decline.isPending ? 'Avslår…' : 'Avslå'}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
