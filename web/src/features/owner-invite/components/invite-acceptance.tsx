import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, type AcceptInviteResponse, type AuthUser } from '@lunch/shared';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useAcceptInvite } from '../api/accept-invite';
import { useInvite } from '../api/get-invite';
import { acceptFailureText, deadLinkText, expiresText } from '../lib/invite-texts';
import '../owner-invite.css';

interface InviteAcceptanceProps {
  token: string;
  /** Who is signed in (null: nobody). An owner adds the restaurant with one button; others must log out first. */
  user: AuthUser | null;
  onAccepted: (response: AcceptInviteResponse) => void;
  onLogOut: () => void;
}

/** /agare/inbjudan/{token}: who the link is for, then an account of one's own or, for an owner, one more restaurant. */
export function InviteAcceptance({ token, user, onAccepted, onLogOut }: InviteAcceptanceProps) {
  const invite = useInvite(token);
  const accept = useAcceptInvite(onAccepted);

  if (invite.isPending) return <Spinner label="Laddar inbjudan..." className="spinner--block" />;
  const dead = deadLinkText(invite.error) ?? deadLinkText(accept.error);
  if (dead) {
    return (
      <Notice as="h1" tone="error" title="Inbjudan kan inte användas">
        <p>{dead}</p>
      </Notice>
    );
  }
  if (invite.isError || !invite.data) {
    return (
      <Notice as="h1" tone="error" title="Ett fel uppstod">
        <p>Kunde inte läsa inbjudan. Försök igen om en stund.</p>
      </Notice>
    );
  }

  const { restaurantName, city, expiresAt } = invite.data;
  return (
    <section className="owner-invite card" aria-labelledby="owner-invite-title">
      <h1 id="owner-invite-title">Inbjudan till {restaurantName}</h1>
      <p className="muted">
        {city} · Länken gäller till {expiresText(expiresAt)}
      </p>
      {user?.role === 'owner' ? (
        <>
          <p>Du är inloggad som {user.username}. Lägg till restaurangen bland dina restauranger.</p>
          <button type="button" className="button owner-invite__submit" disabled={accept.isPending} onClick={() => accept.mutate({ token })}>
            {accept.isPending ? 'Lägger till…' : 'Lägg till restaurangen'}
          </button>
        </>
      ) : user ? (
        <>
          <p>
            Du är inloggad som {user.username}, som inte är ett ägarkonto. Logga ut för att skapa ett ägarkonto för {restaurantName}.
          </p>
          <button type="button" className="button button--secondary owner-invite__submit" onClick={onLogOut}>
            Logga ut
          </button>
        </>
      ) : (
        <NewOwnerForm pending={accept.isPending} onSubmit={(username, password) => accept.mutate({ token, username, password })} />
      )}
      {accept.isError && !dead && (
        <p className="owner-invite__error" role="alert">
          {acceptFailureText(accept.error)}
        </p>
      )}
    </section>
  );
}

/** Användarnamn, Lösenord and Upprepa lösenord: the same rules as every account (the server checks them too). */
function NewOwnerForm({ pending, onSubmit }: { pending: boolean; onSubmit: (username: string, password: string) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) return setProblem(`Lösenordet måste vara minst ${PASSWORD_MIN_LENGTH} tecken.`);
    if (password !== repeat) return setProblem('Lösenorden är inte lika.');
    setProblem(undefined);
    onSubmit(username.trim(), password);
  };

  return (
    <form className="owner-invite__form" onSubmit={submit}>
      <p>Välj ett användarnamn och lösenord. Med dem loggar du in och publicerar lunchmenyn.</p>
      <label htmlFor="invite-username">Användarnamn</label>
      <input id="invite-username" name="username" autoComplete="username" required minLength={3} maxLength={64} value={username} onChange={(e) => setUsername(e.target.value)} />
      <label htmlFor="invite-password">Lösenord</label>
      <input
        id="invite-password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        aria-describedby="invite-password-hint"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <small id="invite-password-hint" className="muted">
        Minst {PASSWORD_MIN_LENGTH} tecken.
      </small>
      <label htmlFor="invite-repeat">Upprepa lösenord</label>
      <input id="invite-repeat" name="repeat" type="password" autoComplete="new-password" required value={repeat} onChange={(e) => setRepeat(e.target.value)} />
      {problem && (
        <p className="owner-invite__error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button owner-invite__submit" disabled={pending}>
        {pending ? 'Skapar konto…' : 'Skapa konto'}
      </button>
    </form>
  );
}
