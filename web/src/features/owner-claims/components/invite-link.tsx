import { useId, useRef, useState } from 'react';
import type { OwnerInvite } from '@lunch/shared';
import { dateTimeText } from '../lib/dates';

/** Copies through the Clipboard API, or by selecting the field where that is missing (plain http). */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/** A fresh invitation link: shown once (only its hash is stored), with a copy button and whether it was e-mailed. */
export function InviteLink({ invite }: { invite: OwnerInvite }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean>();
  return (
    <div className="oc-invite">
      <label htmlFor={id}>Inbjudningslänk</label>
      <div className="oc-invite__row">
        <input id={id} ref={field} readOnly value={invite.inviteUrl} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button--small" onClick={async () => setCopied(await copyText(invite.inviteUrl, field.current))}>
          Kopiera länk
        </button>
      </div>
      <p className="oc-invite__facts">
        Gäller en gång, till {dateTimeText(invite.expiresAt)}.{' '}
        {invite.emailed ? <strong>Skickad via e-post</strong> : 'Inte skickad via e-post: kopiera länken till ägaren.'}
      </p>
      <p role="status" className="oc-invite__copied">
        {copied === true ? 'Kopierad!' : copied === false ? 'Kunde inte kopiera: markera länken och kopiera den själv.' : ''}
      </p>
    </div>
  );
}
