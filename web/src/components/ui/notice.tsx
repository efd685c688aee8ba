import type { ReactNode } from 'react';

interface NoticeProps {
  title: string;
  children?: ReactNode;
  tone?: 'info' | 'error';
  /** Heading level of the title, so the notice fits the page outline. */
  as?: 'h1' | 'h2' | 'h3';
}

/** A boxed message for empty, error and not-found states. Errors are announced by screen readers. */
export function Notice({ title, children, tone = 'info', as: Heading = 'h2' }: NoticeProps) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <Heading className="notice__title">{title}</Heading>
      {children && <div className="notice__body">{children}</div>}
    </div>
  );
}
