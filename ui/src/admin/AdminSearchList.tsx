import type { ReactNode } from 'react';
import { Input } from '../design-system/form.styles.js';
import { Pager, pageWindow } from '../design-system/Pager.js';
import { Empty, SmallButton, Table } from '../design-system/parts.styles.js';
import { Bar, TableBox } from './admin.styles.js';
import { ADMIN_TEXTS } from './texts.js';

/** The search box of a back-office list: filters (children) before the text, and the search button. */
export function AdminSearchBar({
  search,
  onChange,
  onSearch,
  children,
}: {
  readonly search: string;
  readonly onChange: (text: string) => void;
  readonly onSearch: () => void;
  readonly children?: ReactNode;
}) {
  const T = ADMIN_TEXTS.members;
  return (
    <Bar
      as="form"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      {children}
      <Input
        aria-label={T.searchLabel}
        placeholder={T.searchPlaceholder}
        value={search}
        maxLength={40}
        onChange={(e) => onChange(e.target.value)}
        style={{ maxWidth: 280 }}
      />
      <SmallButton type="submit">{T.search}</SmallButton>
    </Bar>
  );
}

export interface AdminListTableProps {
  readonly label: string;
  readonly columns: readonly string[];
  /** Indexes of the columns a phone leaves out (their cells carry className 'wide'). */
  readonly wideColumns: readonly number[];
  readonly view: { readonly rows: readonly unknown[]; readonly loading: boolean; readonly page: number; readonly pageCount: number };
  readonly onPage: (page: number) => void;
  /** The rows (`<tr>`s). */
  readonly children: ReactNode;
}

/** A back-office list: the table in its scrolling box, the empty or loading line, the pager. */
export function AdminListTable({ label, columns, wideColumns, view, onPage, children }: AdminListTableProps) {
  return (
    <>
      <TableBox>
        <Table aria-label={label}>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th key={c} className={wideColumns.includes(i) ? 'wide' : undefined}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </Table>
        {view.rows.length === 0 ? <Empty>{view.loading ? ADMIN_TEXTS.common.loading : ADMIN_TEXTS.common.empty}</Empty> : null}
      </TableBox>
      <Pager
        page={view.page}
        pageCount={view.pageCount}
        links={pageWindow(view.page, view.pageCount)}
        onPage={onPage}
        label={ADMIN_TEXTS.common.pager}
      />
    </>
  );
}
