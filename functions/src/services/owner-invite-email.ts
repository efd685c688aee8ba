import type { OutgoingEmail } from './email-sender';

const stockholmDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The invitation e-mail (Swedish: owners read it). The link is the only secret in it. */
export function buildInviteEmail(input: { to: string; restaurantName: string; city: string; inviteUrl: string; expiresAt: string }): OutgoingEmail {
  const expires = stockholmDate.format(new Date(input.expiresAt));
  return {
    to: input.to,
    subject: `Inbjudan: uppdatera lunchen för ${input.restaurantName} på Lunchkoll`,
    text: [
      'Hej!',
      '',
      `Du är inbjuden att hålla lunchmenyn för ${input.restaurantName} (${input.city}) uppdaterad på Lunchkoll.`,
      'Öppna länken för att välja användarnamn och lösenord:',
      '',
      input.inviteUrl,
      '',
      `Länken fungerar en gång och gäller till ${expires}.`,
      'Om du inte väntade dig det här mejlet kan du bortse från det.',
      '',
      'Hälsningar,',
      'Lunchkoll',
    ].join('\n'),
  };
}
