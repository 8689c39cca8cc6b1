import { ContainerModule, type ResolutionContext } from 'inversify';
import { ApiClient } from '@bet/core/api';
import {
  ChargeGateway,
  createApiChargeGateway,
  DepositViewModel,
  MoneyConversionViewModel,
  UsdDepositViewModel,
  UsdWithdrawViewModel,
  WithdrawViewModel,
  type ChargeViewModelDeps,
} from '@bet/core/charge';
import { Clock, IdGenerator } from '@bet/core/shared';
import { copyText } from '../browser.js';
import type { LazyFeature } from './lazy-feature.js';
import { SessionStreams } from '@bet/core/feature-links';
import { bindToken, resolveToken } from './typed-tokens.js';

/** What every charge view model is built from: gateway, clock, the session's member and settings. */
function chargeDeps(ctx: ResolutionContext): ChargeViewModelDeps {
  const streams = ctx.get(SessionStreams);
  return {
    gateway: resolveToken(ctx, ChargeGateway),
    clock: resolveToken(ctx, Clock),
    ids: resolveToken(ctx, IdGenerator),
    member$: streams.chargeMember$,
    settings$: streams.chargeSettings$,
    clipboard: { copy: copyText },
  };
}

/**
 * Deposits, withdrawals, USD requests and money conversion (core's API gateway factory). The view
 * models are transient: each screen or dialog builds its own and disposes it when it closes.
 */
export const chargeModule = new ContainerModule(({ bind }) => {
  bindToken(bind, ChargeGateway)
    .toDynamicValue((ctx) => createApiChargeGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(DepositViewModel)
    .toDynamicValue((ctx) => new DepositViewModel(chargeDeps(ctx)))
    .inTransientScope();
  bind(WithdrawViewModel)
    .toDynamicValue((ctx) => new WithdrawViewModel(chargeDeps(ctx)))
    .inTransientScope();
  bind(MoneyConversionViewModel)
    .toDynamicValue((ctx) => new MoneyConversionViewModel(chargeDeps(ctx)))
    .inTransientScope();
  bind(UsdDepositViewModel)
    .toDynamicValue((ctx) => new UsdDepositViewModel(chargeDeps(ctx)))
    .inTransientScope();
  bind(UsdWithdrawViewModel)
    .toDynamicValue((ctx) => new UsdWithdrawViewModel(chargeDeps(ctx)))
    .inTransientScope();
});

/** The charge view models' factories: every screen and dialog builds its own on open. */
export interface ChargeScreens {
  readonly createDeposit: () => DepositViewModel;
  readonly createWithdraw: () => WithdrawViewModel;
  readonly createMoneyConversion: () => MoneyConversionViewModel;
  readonly createUsdDeposit: () => UsdDepositViewModel;
  readonly createUsdWithdraw: () => UsdWithdrawViewModel;
}

/**
 * Bound with the charge chunk (routing/charge-dialogs.tsx, charge-screens.tsx) the first time a charge dialog or page
 * opens: most visits to / never open one.
 */
export const chargeFeature: LazyFeature<ChargeScreens> = {
  module: chargeModule,
  services: (container) => ({
    createDeposit: () => container.get(DepositViewModel),
    createWithdraw: () => container.get(WithdrawViewModel),
    createMoneyConversion: () => container.get(MoneyConversionViewModel),
    createUsdDeposit: () => container.get(UsdDepositViewModel),
    createUsdWithdraw: () => container.get(UsdWithdrawViewModel),
  }),
};
