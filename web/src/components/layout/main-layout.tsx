import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header, type HeaderAccount } from './header';

interface MainLayoutProps {
  children: ReactNode;
  /** Shown right after the skip link, before the header (e.g. the cookie banner, fixed at the bottom). */
  notice?: ReactNode;
  /** Extra footer links (e.g. "Cookieinställningar"). */
  footerExtra?: ReactNode;
  account?: HeaderAccount;
}

export function MainLayout({ children, notice, footerExtra, account }: MainLayoutProps) {
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Hoppa till innehållet
      </a>
      {notice}
      <Header account={account} />
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      <Footer extra={footerExtra} />
    </div>
  );
}
