import { z } from 'zod';
import { checkUsername, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './username';

/**
 * Restaurant owners' access: asking for access (claim), the one-time invitation link an admin hands
 * out, and accepting it. Texts are Swedish: owners read them.
 */

/** The password rule of every account (auth-service refuses shorter ones too). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1000;

/** How long an invitation link works. */
export const OWNER_INVITE_VALID_DAYS = 7;

const objectError = (what: string) => (issue: { code: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `okänt fält ${(issue.keys ?? []).join(', ')}` : `${what} måste vara ett JSON-objekt`;

const text = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} måste vara text` })
    .trim()
    .min(min, min === 1 ? `${field} måste fyllas i` : `${field} måste vara minst ${min} tecken`)
    .max(max, `${field} får vara högst ${max} tecken`);

/** "Är det din restaurang?": the form on the public restaurant page. */
export const ownerClaimInputSchema = z.strictObject(
  {
    name: text('Namn', 1, 100),
    email: z
      .string({ error: 'E-post måste vara text' })
      .trim()
      .max(254, 'E-post får vara högst 254 tecken')
      .pipe(z.email({ error: 'Ange en giltig e-postadress' })),
    phone: z
      .string({ error: 'Telefon måste vara text' })
      .trim()
      .regex(/^[0-9 +\-()]{5,30}$/, 'Telefon ska vara 5–30 tecken: siffror, mellanslag, +, - och parenteser'),
    role: text('Roll på restaurangen', 1, 60),
    message: text('Meddelande', 0, 1000).optional(),
  },
  { error: objectError('Förfrågan') },
);

export type OwnerClaimInput = z.infer<typeof ownerClaimInputSchema>;

export const OWNER_CLAIM_STATUSES = ['pending', 'approved', 'declined'] as const;
export type OwnerClaimStatus = (typeof OWNER_CLAIM_STATUSES)[number];

/** A stored request for access ("Ägarförfrågningar" in the back-office). */
export interface OwnerClaim {
  id: string;
  restaurantId: string;
  restaurantName: string;
  city: string;
  name: string;
  email: string;
  phone: string;
  role: string;
  message?: string;
  status: OwnerClaimStatus;
  createdAt: string;
  decidedAt?: string;
  decidedBy?: string;
}

/** Answer of creating an invitation: the link is shown once (only its hash is stored). */
export interface OwnerInvite {
  inviteUrl: string;
  expiresAt: string;
  /** True when the link was also sent by e-mail (only when an e-mail service is configured). */
  emailed: boolean;
}

/** What the invitation page shows before the owner accepts (GET /api/owner/invites/{token}). */
export interface InviteInfo {
  restaurantName: string;
  city: string;
  expiresAt: string;
}

const username = z
  .string({ error: 'Användarnamn måste vara text' })
  .superRefine((value, ctx) => {
    if (!checkUsername(value).ok) {
      ctx.addIssue({
        code: 'custom',
        message: `Användarnamnet ska vara ${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} tecken: bokstäver, siffror, '.', '_', '-' och '@', och börja och sluta med en bokstav eller siffra`,
      });
    }
  })
  .transform((value) => value.trim().normalize('NFC'));

const password = z
  .string({ error: 'Lösenord måste vara text' })
  .min(PASSWORD_MIN_LENGTH, `Lösenordet måste vara minst ${PASSWORD_MIN_LENGTH} tecken`)
  .max(PASSWORD_MAX_LENGTH, `Lösenordet får vara högst ${PASSWORD_MAX_LENGTH} tecken`);

/**
 * POST /api/owner/accept-invite: `{ token, username, password }` creates the owner's account;
 * `{ token }` alone, when signed in as an owner, adds the restaurant to that account.
 */
export const acceptInviteSchema = z.strictObject(
  {
    token: z
      .string({ error: 'token måste vara text' })
      .min(20, 'token är ogiltig')
      .max(200, 'token är ogiltig'),
    username: username.optional(),
    password: password.optional(),
  },
  { error: objectError('Innehållet') },
);

export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;

/** One owner of a restaurant as the back-office lists them. */
export interface OwnerSummary {
  username: string;
  /** When the restaurant was attached to this owner. */
  since: string;
}

/** An invitation link as the back-office lists it (never the token itself). */
export interface OwnerInviteRecordSummary {
  id: string;
  createdAt: string;
  expiresAt: string;
  usedAt?: string;
  usedBy?: string;
  createdBy: string;
}

/** GET /api/admin/restaurants/{id}/owners */
export interface RestaurantOwnersResponse {
  owners: OwnerSummary[];
  invites: OwnerInviteRecordSummary[];
}

/** POST /api/owner/accept-invite */
export interface AcceptInviteResponse {
  user: import('./todo').AuthUser;
  restaurantIds: string[];
}
