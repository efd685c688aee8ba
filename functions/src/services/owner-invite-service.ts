import { createHash, randomBytes } from 'node:crypto';
import { checkUsername, OWNER_INVITE_VALID_DAYS, type AcceptInviteInput, type InviteInfo, type OwnerInvite, type RestaurantOwnersResponse } from '@lunch/shared';
import { now } from '../app/clock';
import { conflict, gone, invalidInput, notFound } from '../app/domain-error';
import { hashPassword } from '../auth/password';
import { createOwnerInvite as storeInvite, listOwnerInvitesOf, readOwnerInvite, replaceOwnerInviteIfUnchanged, type StoredOwnerInvite } from '../data/owner-invite-repository';
import { createUserIfAbsent, findOwnersOf, updateRestaurantIds } from '../data/owner-user-repository';
import { findRestaurantById } from '../data/restaurant-repository';
import { findUser, userIdOf, type UserRecord } from '../data/user-repository';
import { recordOwnerAction } from './audit-log';
import { startSession, type Caller } from './auth-service';
import { sendEmail } from './email-sender';
import { buildInviteEmail } from './owner-invite-email';

const INVITE_VALID_MS = OWNER_INVITE_VALID_DAYS * 24 * 3600_000;
/** What a token looks like (32 random bytes, base64url); anything else cannot be one of ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/** The stored id of a token: its SHA-256, so a leaked database holds no usable links. */
const inviteIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a one-time invitation link for a restaurant, valid 7 days. Only the token's hash is stored:
 * the link exists in this answer (and in the e-mail, when an address is given and e-mail is configured).
 */
export async function createOwnerInvite(input: { restaurantId: string; createdBy: string; baseUrl: string; email?: string; claimId?: string }): Promise<OwnerInvite> {
  const restaurant = await findRestaurantById(input.restaurantId);
  if (!restaurant) throw notFound('Restaurant not found', 'restaurant_not_found');
  const at = now();
  const token = randomBytes(32).toString('base64url'); // 256 bits
  const expiresAt = new Date(at.getTime() + INVITE_VALID_MS).toISOString();
  await storeInvite({
    id: inviteIdOf(token),
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    city: restaurant.city,
    createdAt: at.toISOString(),
    expiresAt,
    createdBy: input.createdBy,
    ...(input.email ? { email: input.email } : {}),
    ...(input.claimId ? { claimId: input.claimId } : {}),
  });
  const inviteUrl = `${input.baseUrl}/agare/inbjudan/${token}`;
  const emailed = input.email
    ? await sendEmail(buildInviteEmail({ to: input.email, restaurantName: restaurant.name, city: restaurant.city, inviteUrl, expiresAt }))
    : false;
  return { inviteUrl, expiresAt, emailed };
}

/** The invitation behind a token while it can still be accepted: 404 unknown, 410 used or expired. */
async function usableInvite(token: string): Promise<StoredOwnerInvite> {
  const invite = TOKEN_SHAPE.test(token) ? await readOwnerInvite(inviteIdOf(token)) : undefined;
  if (!invite) throw notFound('Inbjudan finns inte. Kontrollera att du har kopierat hela länken.', 'invite_not_found');
  if (invite.usedAt) throw gone('Inbjudan har redan använts. Logga in med ditt konto, eller be om en ny inbjudan.', 'invite_used');
  if (Date.parse(invite.expiresAt) <= now().getTime()) throw gone('Inbjudan har gått ut. Be om en ny.', 'invite_expired');
  return invite;
}

export async function getInviteInfo(token: string): Promise<InviteInfo> {
  const invite = await usableInvite(token);
  return { restaurantName: invite.restaurantName, city: invite.city, expiresAt: invite.expiresAt };
}

/**
 * Marks the invitation used, conditioned on the version read: of two accepts of one link exactly one
 * gets here first; the other is told the link is used.
 */
async function consume(invite: StoredOwnerInvite, username: string): Promise<void> {
  const consumed = await replaceOwnerInviteIfUnchanged(invite, { ...invite, usedAt: now().toISOString(), usedBy: username });
  if (!consumed) throw gone('Inbjudan har redan använts. Logga in med ditt konto, eller be om en ny inbjudan.', 'invite_used');
}

/** Gives the link back when the account it was consumed for could not be created (the name was taken meanwhile). */
async function release(invite: StoredOwnerInvite, username: string): Promise<void> {
  const current = await readOwnerInvite(invite.id);
  if (!current || current.usedBy !== username) return;
  const { usedAt: _usedAt, usedBy: _usedBy, ...unused } = current;
  await replaceOwnerInviteIfUnchanged(current, unused);
}

export type AcceptedInvite = { user: UserRecord; restaurantIds: string[]; session?: { token: string } };

/**
 * Accepts an invitation. Signed in as an owner: the restaurant is added to that account. Otherwise a
 * new owner account is created with the username and password given, and signed in. The caller must
 * be anonymous or an owner (the handler answers 403 to others).
 */
export async function acceptOwnerInvite(input: AcceptInviteInput, caller: Caller | undefined): Promise<AcceptedInvite> {
  if (caller) {
    const invite = await usableInvite(input.token);
    await consume(invite, caller.username);
    const user = await updateRestaurantIds(caller.userId, (ids) => (ids.includes(invite.restaurantId) ? ids : [...ids, invite.restaurantId]), now().toISOString());
    if (!user) throw notFound('Kontot finns inte längre', 'user_not_found');
    await recordOwnerAction({ actor: caller.username, action: 'owner-accept-invite', restaurantId: invite.restaurantId, changes: { restaurantAdded: invite.restaurantId } });
    return { user, restaurantIds: user.restaurantIds ?? [] };
  }

  if (input.username === undefined) throw invalidInput('username: Välj ett användarnamn', 'bad_request', 'username');
  if (input.password === undefined) throw invalidInput('password: Välj ett lösenord', 'bad_request', 'password');
  const checked = checkUsername(input.username);
  if (!checked.ok) throw invalidInput(`username: ${checked.message}`, 'bad_request', 'username');
  const invite = await usableInvite(input.token);
  const taken = () => conflict('Användarnamnet är upptaget. Välj ett annat.', 'username_taken', 'username');
  if (await findUser(checked.username)) throw taken();
  const passwordHash = await hashPassword(input.password);
  await consume(invite, checked.username);
  const at = now().toISOString();
  const user: UserRecord = {
    id: userIdOf(checked.username),
    username: checked.username,
    role: 'owner',
    restaurantIds: [invite.restaurantId],
    passwordHash,
    createdAt: at,
    updatedAt: at,
  };
  if (!(await createUserIfAbsent(user))) {
    await release(invite, checked.username);
    throw taken();
  }
  await recordOwnerAction({ actor: user.username, action: 'owner-accept-invite', restaurantId: invite.restaurantId, changes: { account: 'created', restaurantAdded: invite.restaurantId } });
  const { token } = await startSession(user);
  return { user, restaurantIds: user.restaurantIds ?? [], session: { token } };
}

/** A restaurant's owners (with when they got it) and its invitation links (never the tokens). */
export async function listRestaurantOwners(restaurantId: string): Promise<RestaurantOwnersResponse> {
  const restaurant = await findRestaurantById(restaurantId);
  if (!restaurant) throw notFound('Restaurant not found', 'restaurant_not_found');
  const [owners, invites] = await Promise.all([findOwnersOf(restaurantId), listOwnerInvitesOf(restaurantId)]);
  return {
    owners: owners
      .map((owner) => ({
        username: owner.username,
        since: invites.find((invite) => invite.usedBy && userIdOf(invite.usedBy) === owner.id)?.usedAt ?? owner.createdAt,
      }))
      .sort((a, b) => a.since.localeCompare(b.since)),
    invites: invites.map(({ id, createdAt, expiresAt, usedAt, usedBy, createdBy }) => ({
      id,
      createdAt,
      expiresAt,
      createdBy,
      ...(usedAt ? { usedAt } : {}),
      ...(usedBy ? { usedBy } : {}),
    })),
  };
}

/**
 * Takes a restaurant from an owner. Owner routes read the account on every request, so the owner's
 * live session loses the restaurant with their next call. 404 when the user is not its owner.
 */
export async function removeRestaurantOwner(restaurantId: string, username: string): Promise<void> {
  const user = await findUser(username);
  if (!user || user.role !== 'owner' || !(user.restaurantIds ?? []).includes(restaurantId)) {
    throw notFound(`${username} is not an owner of this restaurant`, 'owner_not_found');
  }
  await updateRestaurantIds(user.id, (ids) => ids.filter((id) => id !== restaurantId), now().toISOString());
}
