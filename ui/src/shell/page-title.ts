import { useEffect } from 'react';
import { SHELL_TEXTS } from './texts.js';

/**
 * The browser tab's text for a page: its Korean name, then the site's name (SHELL_TEXTS.siteName,
 * the one declaration of it), e.g. '스포츠 (국내형) | BET'. A page without a name of its own shows
 * the site's name alone.
 */
export function pageTitle(pageName: string | undefined): string {
  return pageName ? `${pageName}${PAGE_TITLE_SEPARATOR}${SHELL_TEXTS.siteName}` : SHELL_TEXTS.siteName;
}

export const PAGE_TITLE_SEPARATOR = ' | ';

/**
 * Sets `document.title` to the page's title while the page is shown. Routes call it (through the
 * router's matches), never dialogs: opening a dialog leaves the tab's text as the page set it.
 */
export function usePageTitle(pageName: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(pageName);
  }, [pageName]);
}
