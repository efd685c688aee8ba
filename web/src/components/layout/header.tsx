import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SITE_NAME } from '../../config/site';

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const location = useLocation();

  // A link was followed: the small-screen menu has done its job.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={paths.home.getHref()} className="logo" aria-label={`${SITE_NAME} – till startsidan`}>
          <svg className="logo__mark" viewBox="0 0 64 64" aria-hidden="true">
            <rect width="64" height="64" rx="14" />
            <circle cx="32" cy="34" r="16" />
            <path d="M14 12v14M50 12v40" />
          </svg>
          <span className="logo__text">{SITE_NAME}</span>
        </Link>

        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? 'Stäng meny' : 'Öppna meny'}</span>
        </button>

        <nav id={navId} className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'} aria-label="Huvudmeny">
          <NavLink to={paths.restaurants.getHref()} className="site-nav__link">
            Restauranger
          </NavLink>
          <NavLink to={paths.about.getHref()} className="site-nav__link">
            Om oss
          </NavLink>
          <NavLink to={paths.login.getHref()} className="button button--small site-nav__login">
            Logga in
          </NavLink>
        </nav>
      </div>
    </header>
  );
}
