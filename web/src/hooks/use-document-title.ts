import { useEffect } from 'react';
import { SITE_NAME } from '../config/site';

/** Sets the browser tab title for the current page: "{title} | {site}", or the site's default title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} – Ha koll på den bästa lunchen!`;
  }, [title]);
}
