import { CHARGE_BONUS_LABELS } from '@bet/core/charge';
import type { AdminLimitsTab, AdminLimitsView, AdminLimitsViewModel } from '@bet/core/admin-desk';
import type { ReactNode } from 'react';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { AdminListFrame } from './AdminListFrame.js';
import { DeskTabs } from './DeskTabs.js';
import { LimitsRow, type LimitsField } from './LimitsRow.js';
import { ADMIN_TEXTS } from './texts.js';
import { useDeskView } from './use-desk-messages.js';

const T = ADMIN_TEXTS.limits;

const LIMIT_FIELDS: readonly LimitsField[] = [
  { field: 'maxBet', label: T.maxBet, numeric: true, maxLength: 10 },
  { field: 'maxWin', label: T.maxWin, numeric: true, maxLength: 10 },
];
const DELAY_FIELDS: readonly LimitsField[] = [{ field: 'seconds', label: T.seconds, numeric: true, maxLength: 2 }];
const ACCOUNT_FIELDS: readonly LimitsField[] = [
  { field: 'bankName', label: T.bankName, maxLength: 40 },
  { field: 'bankAccountNumber', label: T.bankAccountNumber, numeric: true, maxLength: 30 },
  { field: 'accountHolder', label: T.accountHolder, maxLength: 80 },
];
const RATE_FIELDS: readonly LimitsField[] = [{ field: 'wonPerUsd', label: T.rate, numeric: true, maxLength: 7 }];
const BONUS_FIELDS: readonly LimitsField[] = [{ field: 'price', label: T.bonusPrice, maxLength: 4 }];
const DEPOSIT_BONUS_FIELDS: readonly LimitsField[] = [{ field: 'percent', label: T.depositBonusPercent, numeric: true, maxLength: 4 }];

export interface AdminLimitsPageProps {
  readonly viewModel: AdminLimitsViewModel;
  readonly onAlert: ScreenAlert;
}

/** The rows of the chosen tab, each a LimitsRow wired to the view model. */
function rowsOf(view: AdminLimitsView, vm: AdminLimitsViewModel): { count: number; rows: ReactNode } {
  const common = { saving: view.saving };
  switch (view.tab) {
    case 'limits':
      return {
        count: view.limits.length,
        rows: view.limits.map((r) => {
          const game = T.gameTypes[r.row.gameType] ?? T.gameType(r.row.gameType);
          const level = T.level(r.row.level);
          return (
            <LimitsRow
              key={r.key}
              name={`${game} ${level}`}
              cells={[{ text: game }, { text: level }]}
              fields={LIMIT_FIELDS}
              texts={r.texts}
              onEdit={(f, t) => vm.edit(r.key, f, t)}
              onSave={() => vm.saveLimit(r)}
              {...common}
            />
          );
        }),
      };
    case 'delays':
      return {
        count: view.delays.length,
        rows: view.delays.map((r) => {
          const sport = T.sports[r.row.sportId] ?? T.sport(r.row.sportId);
          return (
            <LimitsRow
              key={r.key}
              name={sport}
              cells={[{ text: sport }]}
              fields={DELAY_FIELDS}
              texts={r.texts}
              onEdit={(f, t) => vm.edit(r.key, f, t)}
              onSave={() => vm.saveDelay(r)}
              {...common}
            />
          );
        }),
      };
    case 'accounts':
      return {
        count: view.accounts.length,
        rows: view.accounts.map((r) => {
          const level = T.level(r.row.level);
          return (
            <LimitsRow
              key={r.key}
              name={`${r.row.userType} ${level}`}
              cells={[{ text: `${r.row.userType} ${level}` }]}
              fields={ACCOUNT_FIELDS}
              texts={r.texts}
              onEdit={(f, t) => vm.edit(r.key, f, t)}
              onSave={() => vm.saveAccount(r)}
              {...common}
            />
          );
        }),
      };
    case 'rate':
      return {
        count: 1,
        rows: (
          <LimitsRow
            name={T.rateRow}
            cells={[{ text: T.rateRow }]}
            fields={RATE_FIELDS}
            texts={{ wonPerUsd: view.rateText }}
            onEdit={(f, t) => vm.edit('rate', f, t)}
            onSave={() => vm.saveRate()}
            {...common}
          />
        ),
      };
    case 'bonus':
      return {
        count: view.bonus.length,
        rows: view.bonus.map((r) => {
          const name = T.bonusRow(r.row.folders);
          return (
            <LimitsRow
              key={r.key}
              name={name}
              cells={[{ text: name }]}
              fields={BONUS_FIELDS}
              texts={r.texts}
              onEdit={(f, t) => vm.edit(r.key, f, t)}
              onSave={() => vm.saveBonus(r)}
              {...common}
            />
          );
        }),
      };
    case 'depositBonus':
      return {
        count: view.depositBonus.length,
        rows: view.depositBonus.map((r) => {
          const name = T.depositBonusRow(CHARGE_BONUS_LABELS[r.row.pointType]);
          return (
            <LimitsRow
              key={r.key}
              name={name}
              cells={[{ text: name }]}
              fields={DEPOSIT_BONUS_FIELDS}
              texts={r.texts}
              onEdit={(f, t) => vm.edit(r.key, f, t)}
              onSave={() => vm.saveDepositBonus(r)}
              {...common}
            />
          );
        }),
      };
  }
}

/** /admin/limits: betting limits, live-bet delays, deposit accounts, the exchange rate, folder bonuses and deposit bonus rates. */
export function AdminLimitsPage({ viewModel: vm, onAlert }: AdminLimitsPageProps) {
  const view = useDeskView(vm, onAlert);
  if (!view) return null;
  const { count, rows } = rowsOf(view, vm);
  return (
    <AdminListFrame
      title={T.title}
      testId="admin-limits"
      lead={T.lead}
      filters={<DeskTabs<AdminLimitsTab> tabs={T.tabs} selected={view.tab} onSelect={(tab) => vm.selectTab(tab)} />}
      table={T.tables[view.tab]}
      rowCount={view.loading ? 0 : count}
      paging={{ page: 1, pageCount: 1, loading: view.loading, onPage: () => undefined }}
    >
      {view.loading ? null : rows}
    </AdminListFrame>
  );
}
