import { describe, expect, it } from 'vitest';
import { buildInviteEmail } from './owner-invite-email';

describe('buildInviteEmail', () => {
  const email = buildInviteEmail({
    to: 'agare@exempel.se',
    restaurantName: 'Kajutan',
    city: 'Gävle',
    inviteUrl: 'https://lunchkoll.se/agare/inbjudan/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    expiresAt: '2026-11-25T13:03:00.000Z',
  });

  it('is addressed to the owner and names the restaurant', () => {
    expect(email.to).toBe('agare@exempel.se');
    expect(email.subject).toBe('Inbjudan: uppdatera lunchen för Kajutan på Lunchkoll');
    expect(email.text).toContain('Kajutan (Gävle)');
  });

  it('carries the link on a line of its own and the expiry in Swedish Stockholm time', () => {
    expect(email.text.split('\n')).toContain('https://lunchkoll.se/agare/inbjudan/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    expect(email.text).toContain('gäller till 25 november 2026 kl. 14:03');
  });
});
