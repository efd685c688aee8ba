import { SERVICE_TIME_ZONE } from '@lunch/shared';
import { isHttpError } from '../../../lib/api-client';
import { serverMessage, visitorMessage } from '../../../lib/server-message';

const EXPIRES_FORMAT = new Intl.DateTimeFormat('sv-SE', { timeZone: SERVICE_TIME_ZONE, day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/** "2 december kl. 14:03" (Swedish time), built from parts: Intl's own joining differs between versions. */
export function expiresText(expiresAt: string): string {
  const part = Object.fromEntries(EXPIRES_FORMAT.formatToParts(new Date(expiresAt)).map((p) => [p.type, p.value]));
  return `${part.day} ${part.month} kl. ${part.hour}:${part.minute}`;
}

/** The link cannot be used (any more): unknown, used or expired. Undefined for other failures. */
export function deadLinkText(error: unknown): string | undefined {
  if (isHttpError(error, 404)) return serverMessage(error, 'Inbjudan hittades inte. Kontrollera länken eller be om en ny.');
  if (isHttpError(error, 410)) return serverMessage(error, 'Inbjudan kan inte användas längre. Be om en ny.');
  return undefined;
}

/** Why accepting failed, for the form. */
export function acceptFailureText(error: unknown): string {
  if (isHttpError(error, 409)) return serverMessage(error, 'Användarnamnet är upptaget. Välj ett annat.');
  if (isHttpError(error, 403)) return serverMessage(error, 'Du är inloggad med ett konto som inte är ett ägarkonto. Logga ut först.');
  if (isHttpError(error, 400)) return visitorMessage(error, 'Kontrollera uppgifterna och försök igen.');
  return 'Det gick inte att ta emot inbjudan. Försök igen om en stund.';
}
