import { isHttpError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { useCreateOwnerInvite } from '../api/create-owner-invite';
import { useRestaurantOwners } from '../api/get-restaurant-owners';
import { useRemoveRestaurantOwner } from '../api/remove-restaurant-owner';
import { dateTimeText } from '../lib/dates';
import { InviteLink } from './invite-link';
import '../owner-claims.css';

const failure = (error: unknown, fallback: string) => (isHttpError(error, 401) ? undefined : serverMessage(error, fallback));

/** "Ägare" in the Restaurants tab's panel: who keeps this restaurant's lunch, and a new invitation link. */
export function RestaurantOwners({ restaurantId, restaurantName }: { restaurantId: string; restaurantName: string }) {
  const owners = useRestaurantOwners(restaurantId);
  const invite = useCreateOwnerInvite(restaurantId);
  const remove = useRemoveRestaurantOwner(restaurantId);
  const now = Date.now();
  const openInvites = owners.data?.invites.filter((i) => !i.usedAt && Date.parse(i.expiresAt) > now).length ?? 0;
  const problem = remove.isError ? failure(remove.error, 'Kunde inte ta bort ägaren') : invite.isError ? failure(invite.error, 'Kunde inte skapa länken') : undefined;

  return (
    <div className="oc-owners">
      {owners.isPending ? (
        <p className="muted">Laddar ägare…</p>
      ) : owners.isError ? (
        <p className="oc-problem" role="alert">
          {failure(owners.error, 'Kunde inte läsa ägarna') ?? 'Kunde inte läsa ägarna'}
        </p>
      ) : owners.data.owners.length === 0 ? (
        <p className="muted">Ingen ägare har konto för restaurangen.</p>
      ) : (
        <ul className="oc-owners__list" aria-label={`Ägare av ${restaurantName}`}>
          {owners.data.owners.map((owner) => (
            <li key={owner.username} className="oc-owners__owner">
              <span>
                <strong>{owner.username}</strong> <span className="muted">sedan {dateTimeText(owner.since)}</span>
              </span>
              <button
                type="button"
                className="button button--small button--danger"
                aria-label={`Ta bort ${owner.username}`}
                disabled={remove.isPending}
                onClick={() => window.confirm(`Ta bort ${owner.username} som ägare av ${restaurantName}? Det gäller direkt.`) && remove.mutate(owner.username)}
              >
                Ta bort
              </button>
            </li>
          ))}
        </ul>
      )}
      {openInvites > 0 && <p className="muted">{openInvites === 1 ? '1 oanvänd inbjudningslänk gäller.' : `${openInvites} oanvända inbjudningslänkar gäller.`}</p>}
      <div className="ar-actions">
        <button type="button" className="button button--small" disabled={invite.isPending} onClick={() => invite.mutate()}>
          {invite.isPending ? 'Skapar länk…' : 'Skapa inbjudningslänk'}
        </button>
      </div>
      {invite.data && <InviteLink invite={invite.data} />}
      {problem && (
        <p className="oc-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
