import { randomUUID } from 'node:crypto';
import type { OwnerClaim, OwnerClaimInput, OwnerClaimStatus, OwnerInvite } from '@lunch/shared';
import { now } from '../app/clock';
import { conflict, notFound } from '../app/domain-error';
import { countRequest } from '../data/owner-claim-rate-repository';
import { createOwnerClaim, findOwnerClaim, listOwnerClaims, replaceOwnerClaimIfUnchanged } from '../data/owner-claim-repository';
import { findRestaurantById } from '../data/restaurant-repository';
import type { Caller } from './auth-service';
import { createOwnerInvite } from './owner-invite-service';

/** Claims one address may send in an hour from its first: enough for a typo or two, too few for a flood. */
export const CLAIMS_PER_ADDRESS_PER_HOUR = 5;
const WINDOW_MS = 3600_000;

export type ClaimSubmission = { ok: true; claim: OwnerClaim } | { ok: false; retryAfterSeconds: number };

/**
 * Stores a request for access to a restaurant ("Är det din restaurang?"). No account is created: an
 * admin approves or declines it. Counted per client address across all instances; over the limit
 * nothing is stored and the caller learns when to try again.
 */
export async function submitOwnerClaim(restaurantId: string, input: OwnerClaimInput, clientAddress: string): Promise<ClaimSubmission> {
  const at = now();
  const { count, windowStartMs } = await countRequest(`claim-ip:${clientAddress}`, at.getTime(), WINDOW_MS);
  if (count > CLAIMS_PER_ADDRESS_PER_HOUR) {
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStartMs + WINDOW_MS - at.getTime()) / 1000)) };
  }
  const restaurant = await findRestaurantById(restaurantId);
  if (!restaurant) throw notFound('Restaurangen finns inte', 'restaurant_not_found');
  const claim: OwnerClaim = {
    id: randomUUID(),
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    city: restaurant.city,
    name: input.name,
    email: input.email,
    phone: input.phone,
    role: input.role,
    ...(input.message ? { message: input.message } : {}),
    status: 'pending',
    createdAt: at.toISOString(),
  };
  await createOwnerClaim(claim);
  return { ok: true, claim };
}

export async function listClaims(status: OwnerClaimStatus | 'all'): Promise<{ claims: OwnerClaim[] }> {
  return { claims: await listOwnerClaims(status) };
}

const CLAIM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Decides a pending claim once: a second decision (also a concurrent one) is a 409. */
async function decide(claimId: string, status: 'approved' | 'declined', caller: Caller): Promise<OwnerClaim> {
  const claim = CLAIM_ID.test(claimId) ? await findOwnerClaim(claimId) : undefined;
  if (!claim) throw notFound('Claim not found', 'claim_not_found');
  const decided = () => conflict(`The claim was already ${claim.status === 'pending' ? 'decided' : claim.status}`, 'claim_decided');
  if (claim.status !== 'pending') throw decided();
  const { _etag: _ignored, ...stored } = claim;
  const next: OwnerClaim = { ...stored, status, decidedAt: now().toISOString(), decidedBy: caller.username };
  if (!(await replaceOwnerClaimIfUnchanged(claim, next))) throw decided();
  return next;
}

/** Approves a claim and creates an invitation for its restaurant, e-mailed to the claim's address when e-mail is configured. */
export async function approveClaim(claimId: string, caller: Caller, baseUrl: string): Promise<{ claim: OwnerClaim; invite: OwnerInvite }> {
  const claim = await decide(claimId, 'approved', caller);
  const invite = await createOwnerInvite({ restaurantId: claim.restaurantId, createdBy: caller.username, baseUrl, email: claim.email, claimId: claim.id });
  return { claim, invite };
}

export async function declineClaim(claimId: string, caller: Caller): Promise<{ claim: OwnerClaim }> {
  return { claim: await decide(claimId, 'declined', caller) };
}
