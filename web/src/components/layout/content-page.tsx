import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** A page of running text (about, contact, privacy...): title, optional lead paragraph, content. */
export function ContentPage({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="container content-page">
      <h1>{title}</h1>
      {lead && <p className="content-page__lead">{lead}</p>}
      {children}
    </div>
  );
}
