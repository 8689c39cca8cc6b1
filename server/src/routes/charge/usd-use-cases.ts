import { CHARGE_MESSAGES as C, validateUsdDeposit, validateUsdWithdrawal } from '@bet/core/charge';
import { MICRO_PER_USDT } from '@bet/core/shared';
import type { AppDeps } from '../../app-types.js';
import type { Db, Sql } from '../../db/db.js';
import { done, refuse, valueOf, type Outcome } from '../../http/refusals.js';
import { memberAccount } from '../../ledger/accounts.js';
import type { ChainPort } from '../../ports/chain.js';
import { lockMember, mustTransfer } from '../money-kit.js';
import { guardUsdDeposit } from '../responsible-play/responsible-play-guards.js';
import type { AllSettings } from '../settings/site-settings.js';
import { CHARGE_SERVER_MESSAGES as CM } from './charge.messages.js';
import {
  addressOf,
  insertUsdRequest,
  lockLatestWaitingUsdDeposit,
  markCancelled,
  registerWithdrawalAddress,
  requestIdByKey,
  setDepositAddress,
  withdrawalAddressOf,
} from './charge-store.js';
import { confirmChainDeposits } from './settle-charge.js';

/** USD requests (tether charge, USD deposit and withdrawal, cancel); confirmed by the chain port. */

/** Tether calls are closed while the operators maintain them. */
export function tetherOpen(settings: AllSettings): Outcome<void> {
  return settings.tetherMaintenanceFlag ? refuse('tetherMaintenance', C.tetherMaintenance) : done(undefined);
}

/** A tether charge (USDT paid, won credited): trx carries USDT only. */
export function checkTetherCharge(settings: AllSettings, network: 'eth' | 'trx', token: 'USDT' | 'USDC'): Outcome<void> {
  const open = tetherOpen(settings);
  if (!open.ok) return open;
  return network === 'trx' && token !== 'USDT' ? refuse('token-required', C.usdDepositTokenRequired) : done(undefined);
}

/** A USD deposit to the USD balance: whole USDT only, then core's USD deposit rules. */
export function checkUsdDeposit(
  settings: AllSettings,
  args: { network: string; token: string; amount: number },
): Outcome<{ depositAmount: number; network: string; token: string }> {
  if (args.amount % MICRO_PER_USDT !== 0) return refuse('amount-digits', C.usdDepositAmountDigits);
  const checked = validateUsdDeposit({
    network: args.network,
    token: args.token,
    amountText: String(args.amount / MICRO_PER_USDT),
    tetherMaintenance: settings.tetherMaintenanceFlag,
  });
  return checked.ok ? done(checked.value) : refuse(checked.error.kind, checked.error.message);
}

/** A USD withdrawal's form: core's rules (maintenance, network, token, address shape, amount). */
export function checkUsdWithdrawal(
  settings: AllSettings,
  body: { amount: number; withdrawalAddress: string; token: string; network: string },
): Outcome<{ withdrawalAddress: string; network: string; token: string; amount: number }> {
  const checked = validateUsdWithdrawal({ ...body, address: body.withdrawalAddress, tetherMaintenance: settings.tetherMaintenanceFlag });
  return checked.ok ? done(checked.value) : refuse(checked.error.kind, checked.error.message);
}

/**
 * Spec 2's address rule: the address is the saved one; a member without one registers it with
 * the first request. Runs in the request's transaction under the member lock, so a request that
 * is then refused (too little USD) registers nothing, and two first requests at once cannot each
 * send to their own address.
 */
async function checkRegisteredAddress(tx: Sql, memberId: number, address: string): Promise<Outcome<void>> {
  const registered = await withdrawalAddressOf(tx, memberId);
  if (registered && registered !== address) return refuse('addressNotRegistered', CM.addressNotRegistered);
  if (!registered) await registerWithdrawalAddress(tx, memberId, address);
  return done(undefined);
}

export interface UsdRequest {
  readonly memberId: number;
  /** 0 deposit, 1 withdrawal. */
  readonly mode: 0 | 1;
  readonly wallet: 'cash' | 'usdt';
  readonly amount: number;
  readonly network: string;
  readonly token: string;
  readonly address: string | null;
  readonly key: string | null;
  readonly now: number;
}

/**
 * Writes a USD request inside the caller's (idempotent) transaction: a withdrawal holds its
 * USDT, a deposit gets its chain address. A retry with the same key finds its request again.
 */
export async function placeUsdRequest(tx: Sql, chain: ChainPort, r: UsdRequest): Promise<{ id: number; address: string | null }> {
  await lockMember(tx, r.memberId);
  const again = r.key ? await requestIdByKey(tx, r.memberId, r.key) : null;
  if (again !== null) return { id: again, address: await addressOf(tx, again) };
  // Responsible play (issue 13): a deposit is refused during an exclusion and under a deposit limit.
  if (r.mode === 0) valueOf(await guardUsdDeposit(tx, { memberId: r.memberId, now: r.now }));
  if (r.mode === 1 && r.address !== null) valueOf(await checkRegisteredAddress(tx, r.memberId, r.address));
  const id = await insertUsdRequest(tx, { ...r, at: new Date(r.now) });
  if (r.mode === 1) {
    await mustTransfer(tx, {
      key: `charge:${id}:hold`,
      kind: 'usdt.withdrawal.hold',
      memberId: r.memberId,
      legs: [{ from: memberAccount(r.memberId, 'usdt'), to: memberAccount(r.memberId, 'usdt_hold'), amount: r.amount }],
    });
    return { id, address: null };
  }
  const address = await chain.depositAddress({ id, network: r.network as 'eth' | 'trx' });
  await setDepositAddress(tx, id, address);
  return { id, address };
}

/** After the commit: without a confirm delay (tests) the chain confirms the deposit at once. */
export async function afterUsdRequest(deps: AppDeps, id: number): Promise<void> {
  if (deps.config.chainConfirmMs === 0) await confirmChainDeposits(deps, id);
}

/** Cancels the member's latest waiting USD deposit. */
export async function cancelLatestUsdDeposit(db: Db, memberId: number, now: number): Promise<Outcome<void>> {
  const cancelled = await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const id = await lockLatestWaitingUsdDeposit(tx, memberId);
    if (id === null) return false;
    await markCancelled(tx, id, new Date(now));
    return true;
  });
  return cancelled ? done(undefined) : refuse('nothingToCancel', CM.nothingToCancel);
}
