import { Pager as SitePager, pageWindow } from '../design-system/Pager.js';
import { PARTNER_TEXTS as T } from './texts.js';

export { Empty } from '../design-system/parts.styles.js';

/** The site's pager with the partner pages' label and window. */
export function Pager({
  page,
  pageCount,
  onPage,
}: {
  readonly page: number;
  readonly pageCount: number;
  readonly onPage: (page: number) => void;
}) {
  return <SitePager page={page} pageCount={pageCount} links={pageWindow(page, pageCount)} onPage={onPage} label={T.pager} />;
}
