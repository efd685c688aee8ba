import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';

export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Hoppa till innehållet
      </a>
      <Header />
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
