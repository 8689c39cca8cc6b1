import { DESIGN_SYSTEM_TEXTS as T } from './texts.js';
import { PageButton, PagerNav } from './Pager.styles.js';

export interface PagerProps {
  readonly page: number;
  readonly pageCount: number;
  /** The page numbers to link (at most 11 on the bet history); by default a window of 10 around the page. */
  readonly links?: readonly number[];
  readonly onPage: (page: number) => void;
  readonly label?: string;
}

/** First / previous, the page links, next / last. Nothing when there is a single page or none. */
export function Pager({ page, pageCount, links = pageWindow(page, pageCount), onPage, label = T.pager }: PagerProps) {
  if (pageCount <= 1 || links.length === 0) return null;
  const atStart = page <= 1;
  const atEnd = page >= pageCount;
  return (
    <PagerNav aria-label={label}>
      <PageButton type="button" aria-label={T.firstPage} disabled={atStart} onClick={() => onPage(1)}>
        «
      </PageButton>
      <PageButton type="button" aria-label={T.previousPage} disabled={atStart} onClick={() => onPage(page - 1)}>
        ‹
      </PageButton>
      {links.map((n) => (
        <PageButton key={n} type="button" $current={n === page} aria-current={n === page ? 'page' : undefined} onClick={() => onPage(n)}>
          {n}
        </PageButton>
      ))}
      <PageButton type="button" aria-label={T.nextPage} disabled={atEnd} onClick={() => onPage(page + 1)}>
        ›
      </PageButton>
      <PageButton type="button" aria-label={T.lastPage} disabled={atEnd} onClick={() => onPage(pageCount)}>
        »
      </PageButton>
    </PagerNav>
  );
}

/** A list view's own page and page count: most lists pass their view as it is. */
export interface PagedList {
  readonly page: number;
  readonly pageCount: number;
}

/** The pager under a list whose view carries `page` and `pageCount`, linked as a window of 10. */
export function ListPager({
  list,
  onPage,
  label,
}: {
  readonly list: PagedList;
  readonly onPage: (page: number) => void;
  readonly label?: string;
}) {
  return <Pager page={list.page} pageCount={list.pageCount} onPage={onPage} label={label} />;
}

/**
 * A run of up to `size` consecutive pages around the current one, for lists whose view model
 * gives only the page and the page count (the charge histories).
 */
export function pageWindow(page: number, pageCount: number, size = 10): number[] {
  if (pageCount < 1) return [];
  const first = Math.max(1, Math.min(page - Math.floor(size / 2), pageCount - size + 1));
  const last = Math.min(pageCount, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
