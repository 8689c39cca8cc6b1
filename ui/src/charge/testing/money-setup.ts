import {
  MoneyConversionViewModel,
  UsdDepositViewModel,
  UsdWithdrawViewModel,
  type ChargeMember,
  type ChargeSettings,
} from '@bet/core/charge';
import {
  FakeChargeGateway,
  chargeMember,
  chargeSettings,
  subjects,
} from '../../../../core/src/charge/application/testing/fake-charge-gateway.js';
import { FakeClock } from '../../../../core/src/shared/testing/fake-clock.js';

/** The three money view models on core's fake charge gateway, a standing clock and a member. */
export function moneySetup(member: Partial<ChargeMember> = {}, settings: Partial<ChargeSettings> = {}) {
  const gateway = new FakeChargeGateway();
  const { member$, settings$ } = subjects(chargeMember(member), chargeSettings(settings));
  const deps = { gateway, clock: new FakeClock(Date.UTC(2026, 10, 22, 3, 0, 0)), member$, settings$ };
  return {
    gateway,
    conversion: new MoneyConversionViewModel(deps),
    usdDeposit: new UsdDepositViewModel(deps),
    usdWithdraw: new UsdWithdrawViewModel(deps),
  };
}
