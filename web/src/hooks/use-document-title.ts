import { useEffect } from 'react';
import { SITE_NAME } from '../config/site';

const DEFAULT_TITLE = `${SITE_NAME} – Ha koll på den bästa lunchen!`;

/** Sets the browser tab title for the current page: "{title} | {site}", or the site's default title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : DEFAULT_TITLE;
  }, [title]);
}
