import { render } from '@testing-library/react';
import { pageTitle, usePageTitle } from './page-title.js';
import { SHELL_TEXTS } from './texts.js';

function Page({ name }: { readonly name: string | undefined }) {
  usePageTitle(name);
  return null;
}

describe('page titles', () => {
  it('put the page name before the site name', () => {
    expect(pageTitle('스포츠 (국내형)')).toBe(`스포츠 (국내형) | ${SHELL_TEXTS.siteName}`);
  });

  it('show the site name alone for a page without a name', () => {
    expect(pageTitle(undefined)).toBe(SHELL_TEXTS.siteName);
  });

  it('set the document title while the page is shown, and follow the next page', () => {
    document.title = 'before';
    const view = render(<Page name="카지노" />);
    expect(document.title).toBe(`카지노 | ${SHELL_TEXTS.siteName}`);
    view.rerender(<Page name="슬롯" />);
    expect(document.title).toBe(`슬롯 | ${SHELL_TEXTS.siteName}`);
  });
});
