import type { EmailClient } from '@azure/communication-email';
import { DefaultAzureCredential } from '@azure/identity';
import { getConfig } from '../config';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

let client: Promise<EmailClient> | undefined;

/** One client per process, signed in with the app's identity; the SDK is loaded only when e-mail is configured. */
function emailClient(endpoint: string): Promise<EmailClient> {
  client ??= import('@azure/communication-email').then(({ EmailClient }) => new EmailClient(endpoint, new DefaultAzureCredential()));
  return client;
}

/** True when e-mail is configured (EMAIL_ENDPOINT and EMAIL_SENDER). */
export function emailConfigured(): boolean {
  return Boolean(getConfig().email);
}

/**
 * Sends a plain-text e-mail through Azure Communication Services. False when e-mail is not configured
 * or the service refused it: callers fall back to showing the link. Waits only until the service has
 * accepted the message (delivery is the service's job), so a request does not hang on it.
 */
export async function sendEmail(message: OutgoingEmail): Promise<boolean> {
  const settings = getConfig().email;
  if (!settings) return false;
  try {
    const poller = await (await emailClient(settings.endpoint)).beginSend({
      senderAddress: settings.sender,
      content: { subject: message.subject, plainText: message.text },
      recipients: { to: [{ address: message.to }] },
    });
    return poller.getOperationState().status !== 'failed';
  } catch (err) {
    console.error('Could not send an e-mail', err instanceof Error ? err.message : err);
    return false;
  }
}
