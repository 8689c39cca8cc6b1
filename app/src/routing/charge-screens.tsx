/** The deposit and withdrawal pages (their dialogs are charge-dialogs.tsx: both load the charge feature on first use). */
import { DepositPage, useScopedViewModel, WithdrawPage } from '@bet/ui';
import { chargeFeature } from '../container/charge.module.js';
import { useAppServices, useFeature } from './app-services-context.js';

/** /deposit (spec 2's member page): the deposit form as a page. */
export function DepositRoute() {
  const { onAlert, onConfirm } = useAppServices();
  const { createDeposit } = useFeature(chargeFeature);
  const deposit = useScopedViewModel(createDeposit);
  return <DepositPage viewModel={deposit} onAlert={onAlert} onConfirm={onConfirm} />;
}

/** /withdraw: the withdrawal form as a page. */
export function WithdrawRoute() {
  const { onAlert, onConfirm } = useAppServices();
  const { createWithdraw } = useFeature(chargeFeature);
  const withdraw = useScopedViewModel(createWithdraw);
  return <WithdrawPage viewModel={withdraw} onAlert={onAlert} onConfirm={onConfirm} />;
}
