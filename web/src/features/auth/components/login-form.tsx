import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/server-message';
import { isSessionExpiredRedirect } from '../../../lib/unauthorized';
import { useLogin } from '../api/login';
import './login-form.css';

export const LOGIN_REDIRECT_MS = 1000;

/** Spec "Login": both fields required; success message then /admin after 1 s; failure "Login Failed". */
export function LoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const navigate = useNavigate();
  const loginMutation = useLogin();

  useEffect(() => {
    if (!loginMutation.isSuccess) return;
    // A restaurant owner's place is the week editor, not the dashboard.
    const home = loginMutation.data.user.role === 'owner' ? paths.owner.getHref() : paths.admin.getHref();
    const timer = setTimeout(() => navigate(home), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [loginMutation.isSuccess, loginMutation.data, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) return;
    loginMutation.mutate({ username: username.trim(), password });
  };

  // Only the redirect after a session really ended says so; a visitor who never signed in gets the plain form.
  const expired = isSessionExpiredRedirect(window.location.search);
  return (
    <form className="login-form card" onSubmit={submit}>
      <h1>Logga in</h1>
      {expired && !loginMutation.isSuccess && (
        <div className="login-form__notice" role="status">
          <p className="login-form__error-title">Session expired</p>
          <p>Please log in again</p>
        </div>
      )}
      <label htmlFor="login-username">Användarnamn</label>
      <input id="login-username" name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
      <label htmlFor="login-password">Lösenord</label>
      <input id="login-password" name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <button type="submit" className="button" disabled={loginMutation.isPending || !username.trim() || !password}>
        {loginMutation.isPending ? 'Loggar in...' : 'Logga in'}
      </button>
      {loginMutation.isSuccess && (
        <p className="login-form__success" role="status">
          Logged in successfully!
        </p>
      )}
      {loginMutation.isError && (
        <div className="login-form__error" role="alert">
          <p className="login-form__error-title">Login Failed</p>
          <p>{serverMessage(loginMutation.error, 'Login failed')}</p>
        </div>
      )}
      <Link to={paths.home.getHref()} className="login-form__back">
        ← Tillbaka till startsidan
      </Link>
    </form>
  );
}
