import type { ReactNode } from 'react';
import { Link } from '../ui/link';
import { paths } from '../../config/paths';
import { SITE_NAME } from '../../config/site';

export function Footer({ extra }: { extra?: ReactNode }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p>
          © {new Date().getFullYear()} {SITE_NAME}
        </p>
        <nav aria-label="Sidfot">
          <ul className="site-footer__links">
            <li>
              <Link to={paths.about.getHref()}>Om oss</Link>
            </li>
            <li>
              <Link to={paths.contact.getHref()}>Kontakt</Link>
            </li>
            <li>
              <Link to={paths.privacy.getHref()}>Integritetspolicy</Link>
            </li>
            {extra && <li>{extra}</li>}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
