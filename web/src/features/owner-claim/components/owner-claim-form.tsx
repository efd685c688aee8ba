import { useState, type FormEvent } from 'react';
import type { OwnerClaimInput } from '@lunch/shared';
import { isHttpError } from '../../../lib/api-client';
import { serverMessage, visitorMessage } from '../../../lib/server-message';
import { useSubmitOwnerClaim } from '../api/submit-owner-claim';
import '../owner-claim.css';

interface OwnerClaimFormProps {
  restaurantId: string;
  restaurantName: string;
}

/** What the visitor is told when the request was not stored. */
export function claimFailureText(error: unknown): string {
  if (isHttpError(error, 429)) return serverMessage(error, 'För många förfrågningar från din adress. Försök igen om en stund.');
  if (isHttpError(error, 404)) return 'Restaurangen finns inte längre.';
  if (isHttpError(error, 400)) return visitorMessage(error, 'Kontrollera uppgifterna och försök igen.');
  return 'Förfrågan kunde inte skickas. Försök igen om en stund.';
}

const EMPTY: OwnerClaimInput = { name: '', email: '', phone: '', role: '', message: '' };

/** Namn, E-post, Telefon, Roll på restaurangen, Meddelande: stored as a request an admin approves or declines. Loaded lazily by OwnerClaimEntry. */
export default function OwnerClaimForm({ restaurantId, restaurantName }: OwnerClaimFormProps) {
  const [input, setInput] = useState<OwnerClaimInput>(EMPTY);
  const { state, submit } = useSubmitOwnerClaim(restaurantId);
  const set = (field: keyof OwnerClaimInput) => (event: { target: { value: string } }) => setInput((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = input.message?.trim();
    void submit({ name: input.name.trim(), email: input.email.trim(), phone: input.phone.trim(), role: input.role.trim(), ...(message ? { message } : {}) });
  };

  if (state.status === 'success') {
    return (
      <div className="owner-claim__done" role="status">
        <p className="owner-claim__thanks">Tack! Vi hör av oss.</p>
        <p className="muted">Vi kontrollerar uppgifterna och skickar en inbjudan till {input.email.trim()}.</p>
      </div>
    );
  }

  return (
    <form className="owner-claim__form" onSubmit={onSubmit} aria-label={`Förfrågan om ${restaurantName}`}>
      <p className="muted owner-claim__intro">Driver du {restaurantName}? Skicka en förfrågan så kan du publicera lunchmenyn själv.</p>
      <label htmlFor="claim-name">Namn</label>
      <input id="claim-name" name="name" autoComplete="name" required maxLength={100} value={input.name} onChange={set('name')} />
      <label htmlFor="claim-email">E-post</label>
      <input id="claim-email" name="email" type="email" autoComplete="email" required maxLength={254} value={input.email} onChange={set('email')} />
      <label htmlFor="claim-phone">Telefon</label>
      <input
        id="claim-phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        minLength={5}
        maxLength={30}
        pattern="[0-9 +\-()]{5,30}"
        title="5–30 tecken: siffror, mellanslag, +, - och parenteser"
        value={input.phone}
        onChange={set('phone')}
      />
      <label htmlFor="claim-role">Roll på restaurangen</label>
      <input id="claim-role" name="role" required maxLength={60} placeholder="t.ex. ägare, köksmästare" value={input.role} onChange={set('role')} />
      <label htmlFor="claim-message">Meddelande (valfritt)</label>
      <textarea id="claim-message" name="message" rows={3} maxLength={1000} value={input.message} onChange={set('message')} />
      <button type="submit" className="button" disabled={state.status === 'pending'}>
        {state.status === 'pending' ? 'Skickar…' : 'Skicka förfrågan'}
      </button>
      {state.status === 'error' && (
        <p className="owner-claim__error" role="alert">
          {claimFailureText(state.error)}
        </p>
      )}
    </form>
  );
}
