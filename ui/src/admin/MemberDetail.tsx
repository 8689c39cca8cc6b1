import {
  ADJUSTABLE_ACCOUNTS,
  ADJUSTMENT_MEMO_MAX,
  type AdjustableAccount,
  type AdjustForm,
  type AdminMembersViewModel,
  type AdminMembersView,
} from '@bet/core/admin-desk';
import { formatUsdt, withThousands } from '@bet/core/shared';
import { FieldMessage, Input, LabelField, Select } from '../design-system/form.styles.js';
import { Pager } from '../design-system/Pager.js';
import { Empty, SmallButton, Table } from '../design-system/parts.styles.js';
import { Amount, Balances, FormGrid, Hint, Panel, TableBox } from './admin.styles.js';
import { ADMIN_TEXTS } from './texts.js';
import { submitHandler } from '../design-system/submit-handler.js';

const T = ADMIN_TEXTS.detail;

export interface MemberDetailProps {
  readonly open: NonNullable<AdminMembersView['open']>;
  readonly adjust: AdjustForm;
  readonly vm: Pick<
    AdminMembersViewModel,
    'closeMember' | 'goToLedgerPage' | 'setAdjustAccount' | 'setAdjustAmount' | 'setAdjustMemo' | 'submitAdjust'
  >;
}

const signed = (n: number): string => (n > 0 ? `+${withThousands(n)}` : withThousands(n));
const amountOf = (account: string, n: number): string => (account.startsWith('usdt') ? formatUsdt(n) : signed(n));

/** The opened member: balances, a balance correction (a reason is required) and the ledger history. */
export function MemberDetail({ open, adjust, vm }: MemberDetailProps) {
  const { member, ledger } = open;
  return (
    <Panel aria-label={T.title(member.userId, member.nickname)} data-testid="admin-member-detail">
      <h3>{T.title(member.userId, member.nickname)}</h3>
      <Balances aria-label={T.balances}>
        <div>
          <dt>{T.cash}</dt>
          <dd data-testid="admin-balance-cash">{ledger ? withThousands(ledger.balances.cash) : '-'}</dd>
        </div>
        <div>
          <dt>{T.casino}</dt>
          <dd>{ledger ? withThousands(ledger.balances.casino) : '-'}</dd>
        </div>
        <div>
          <dt>{T.point}</dt>
          <dd>{ledger ? withThousands(ledger.balances.point) : '-'}</dd>
        </div>
        <div>
          <dt>{T.usdt}</dt>
          <dd>{ledger ? formatUsdt(ledger.balances.usdt) : '-'}</dd>
        </div>
      </Balances>
      <form aria-label={T.adjustTitle} onSubmit={submitHandler(() => vm.submitAdjust())}>
        <FormGrid>
          <LabelField>
            {T.account}
            <Select value={adjust.account} onChange={(e) => vm.setAdjustAccount(e.target.value as AdjustableAccount)}>
              {ADJUSTABLE_ACCOUNTS.map((a) => (
                <option key={a} value={a}>
                  {ADMIN_TEXTS.accounts[a]}
                </option>
              ))}
            </Select>
          </LabelField>
          <LabelField>
            {T.amount}
            <Input inputMode="numeric" value={adjust.amountText} onChange={(e) => vm.setAdjustAmount(e.target.value)} />
          </LabelField>
          <LabelField>
            {T.memo}
            <Input value={adjust.memo} maxLength={ADJUSTMENT_MEMO_MAX} onChange={(e) => vm.setAdjustMemo(e.target.value)} />
          </LabelField>
          <SmallButton type="submit" $active>
            {T.adjust}
          </SmallButton>
        </FormGrid>
        <Hint>{T.amountHint}</Hint>
        {adjust.error ? <FieldMessage role="alert">{adjust.error}</FieldMessage> : null}
      </form>
      <h3>{T.ledgerTitle}</h3>
      <TableBox>
        <Table aria-label={T.ledgerTitle}>
          <thead>
            <tr>
              {T.ledgerColumns.map((c) => (
                <th key={c}>{c}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(ledger?.entries ?? []).map((e) => (
              <tr key={e.id} data-testid="admin-ledger-entry">
                <td>{e.at}</td>
                <td>{ADMIN_TEXTS.ledgerKinds[e.kind] ?? e.kind}</td>
                <td>{ADMIN_TEXTS.accounts[e.account] ?? e.account}</td>
                <td>
                  <Amount $negative={e.amount < 0}>{amountOf(e.account, e.amount)}</Amount>
                </td>
                <td className="text">{e.memo}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        {(ledger?.entries.length ?? 0) === 0 ? (
          <Empty>{open.ledgerLoading ? ADMIN_TEXTS.common.loading : ADMIN_TEXTS.common.empty}</Empty>
        ) : null}
      </TableBox>
      <Pager page={open.ledgerPage} pageCount={open.ledgerPageCount} onPage={(p) => vm.goToLedgerPage(p)} label={T.ledgerPager} />
      <div>
        <SmallButton type="button" onClick={() => vm.closeMember()}>
          {T.close}
        </SmallButton>
      </div>
    </Panel>
  );
}
