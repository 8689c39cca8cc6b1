import { MEMBER_LEVELS } from '@bet/core/session';
import { validateBankAccountDraft } from '@bet/core/admin-desk';
import type { Sql } from '../../db/db.js';
import type { AppDeps } from '../../app-types.js';
import { audit } from '../../auth/audit.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { lockOperatorRate, operatorRateOf, saveOperatorRate } from '../money/exchange-rate-store.js';
import { saveBankingLevel } from '../settings/settings-store.js';
import { allBankingLevels, lockBankingLevel, type BankingLevelRow } from './operator-money-store.js';

/**
 * The operator's deposit accounts per level and exchange rate (issue 11): checked with core's
 * rules, changed and audited with before and after in one transaction.
 */

export interface OperatorActor {
  readonly adminId: number;
  readonly ip: string;
  readonly now: number;
}

type Deps = Pick<AppDeps, 'db' | 'exchangeRate'>;

const line = (tx: Sql, actor: OperatorActor, action: string, target: string, before: unknown, after: unknown) =>
  audit(tx, { actorMemberId: actor.adminId, actorIp: actor.ip, action, target, detail: { before, after }, at: actor.now });

/** The default user type of members (the one every site has). */
const MEMBER_USER_TYPE = 'A';
const LEVELS = MEMBER_LEVELS;

/** Every level 1-5 of every user type with an account (and of 'A'): a level without one shows blank fields to fill. */
export async function bankingLevelsForDesk(deps: Deps): Promise<BankingLevelRow[]> {
  const rows = await allBankingLevels(deps.db);
  const types = [...new Set([MEMBER_USER_TYPE, ...rows.map((r) => r.userType)])].sort();
  const blank = (userType: string, level: number): BankingLevelRow => ({
    userType,
    level,
    bankName: '',
    bankAccountNumber: '',
    accountHolder: '',
  });
  return types.flatMap((t) => LEVELS.map((l) => rows.find((r) => r.userType === t && r.level === l) ?? blank(t, l)));
}

export async function changeBankingLevel(deps: Deps, change: BankingLevelRow, actor: OperatorActor): Promise<Outcome<void>> {
  const checked = validateBankAccountDraft(change);
  if (!checked.ok) return refuse('invalidAccount', checked.error.message);
  const after = { ...change, ...checked.value };
  return deps.db.transaction(async (tx) => {
    const before = await lockBankingLevel(tx, change.userType, change.level);
    await saveBankingLevel(tx, after);
    const account = (r: BankingLevelRow | null) =>
      r && { bankName: r.bankName, bankAccountNumber: r.bankAccountNumber, accountHolder: r.accountHolder };
    await line(tx, actor, 'admin.banking.change', `banking:${change.userType}:${change.level}`, account(before), account(after));
    return done(undefined);
  });
}

/** Won per USD (whole won) in force: the operator's, else the port's. */
export async function exchangeRateInForce(deps: Deps): Promise<number> {
  return Math.floor(((await operatorRateOf(deps.db)) ?? (await deps.exchangeRate.wonPerUsdHundredths())) / 100);
}

export async function changeExchangeRate(deps: Deps, wonPerUsd: number, actor: OperatorActor): Promise<Outcome<void>> {
  return deps.db.transaction(async (tx) => {
    await lockOperatorRate(tx);
    const before = (await operatorRateOf(tx)) ?? (await deps.exchangeRate.wonPerUsdHundredths());
    await saveOperatorRate(tx, wonPerUsd * 100, actor.now);
    await line(tx, actor, 'admin.exchangeRate.change', 'exchangeRate', { wonPerUsd: before / 100 }, { wonPerUsd });
    return done(undefined);
  });
}
