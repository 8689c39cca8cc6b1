import type { ReactNode } from 'react';
import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import { Input } from '../design-system/form.styles.js';
import { ListPager } from '../design-system/Pager.js';
import { Empty, SmallButton, Table } from '../design-system/parts.styles.js';
import { Bar, Hint, Screen, ScreenTitle, TableBox } from './admin.styles.js';
import { ADMIN_TEXTS } from './texts.js';
import { submitHandler } from '../design-system/submit-handler.js';

/** What a back-office list page takes: its view model, the shell's alert and confirm, the CSV export bar. */
export interface AdminListPageProps<VM> {
  readonly viewModel: VM;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
  /** The list's CSV export bar. */
  readonly exports?: ReactNode;
}

/** The paging of a list view whose view model turns the page itself. */
export function pagingOf(
  view: { readonly page: number; readonly pageCount: number; readonly loading: boolean },
  viewModel: { goToPage(page: number): void },
): AdminListPaging {
  return { page: view.page, pageCount: view.pageCount, loading: view.loading, onPage: (p) => viewModel.goToPage(p) };
}

/** The search box of a list: its label (also the placeholder), the typed text, and what a submit runs. */
export interface AdminListSearch {
  readonly label: string;
  readonly value: string;
  readonly maxLength: number;
  readonly onChange: (text: string) => void;
  readonly onSearch: () => void;
}

/** A list view's paging as the view models give it (a next page while this one is full). */
export interface AdminListPaging {
  readonly page: number;
  readonly pageCount: number;
  readonly loading: boolean;
  readonly onPage: (page: number) => void;
}

export interface AdminListFrameProps {
  readonly title: string;
  readonly testId: string;
  readonly lead?: string;
  /** Controls before the search box (a status filter), or the whole toolbar of a list without search (tabs). */
  readonly filters?: ReactNode;
  readonly search?: AdminListSearch;
  /** The table's name (`list`) and column titles (a screen's texts); columns listed in `wideColumns` hide under 768 px. */
  readonly table: { readonly list: string; readonly columns: readonly string[]; readonly wideColumns?: readonly number[] };
  readonly rowCount: number;
  readonly paging: AdminListPaging;
  /** The table's rows (`<tr>`s; cells of wide columns carry className 'wide'). */
  readonly children: ReactNode;
  /** What follows the pager (the opened row's panel). */
  readonly after?: ReactNode;
  /** The list's CSV export bar (issue 27), under the lead. */
  readonly exports?: ReactNode;
}

/**
 * The one frame of the back office's lists: title, lead, toolbar (filters and a search form),
 * a table that scrolls inside its box on a narrow screen, the empty/loading line and the pager.
 */
export function AdminListFrame({
  title,
  testId,
  lead,
  filters,
  search,
  table,
  rowCount,
  paging,
  children,
  after,
  exports,
}: AdminListFrameProps) {
  const wide = table.wideColumns ?? [];
  return (
    <Screen aria-label={title} data-testid={testId}>
      <ScreenTitle>{title}</ScreenTitle>
      {lead ? <Hint>{lead}</Hint> : null}
      {exports}
      {search ? (
        <Bar as="form" role="search" onSubmit={submitHandler(() => search.onSearch())}>
          {filters}
          <Input
            aria-label={search.label}
            placeholder={search.label}
            value={search.value}
            maxLength={search.maxLength}
            onChange={(e) => search.onChange(e.target.value)}
            style={{ maxWidth: 280 }}
          />
          <SmallButton type="submit">{ADMIN_TEXTS.common.search}</SmallButton>
        </Bar>
      ) : (
        filters
      )}
      <TableBox>
        <Table aria-label={table.list}>
          <thead>
            <tr>
              {table.columns.map((c, i) => (
                <th key={c} className={wide.includes(i) ? 'wide' : undefined}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </Table>
        {rowCount === 0 ? <Empty>{paging.loading ? ADMIN_TEXTS.common.loading : ADMIN_TEXTS.common.empty}</Empty> : null}
      </TableBox>
      <ListPager list={paging} onPage={paging.onPage} label={ADMIN_TEXTS.common.pager} />
      {after}
    </Screen>
  );
}

/** The frame's paging and search props of a list view model (the admin list view models share these intents). */
export function listPropsOf(
  view: { readonly search: string; readonly page: number; readonly pageCount: number; readonly loading: boolean },
  vm: { setSearch(text: string): void; search(): void; goToPage(page: number): void },
  search: { readonly label: string; readonly maxLength: number },
): { search: AdminListSearch; paging: AdminListPaging } {
  return {
    search: { ...search, value: view.search, onChange: (t) => vm.setSearch(t), onSearch: () => vm.search() },
    paging: pagingOf(view, vm),
  };
}
