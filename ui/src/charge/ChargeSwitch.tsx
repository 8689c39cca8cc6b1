import { CHARGE_TEXTS as T } from './texts.js';
import { SwitchTab, SwitchTabs } from './ChargeLayout.styles.js';

/** The deposit / withdraw switch in the dialogs' header (spec 4: the two toggle to each other). */
export function ChargeSwitch({ current, onSwitch }: { readonly current: 'deposit' | 'withdraw'; readonly onSwitch: () => void }) {
  return (
    <SwitchTabs role="tablist">
      <SwitchTab
        type="button"
        role="tab"
        aria-selected={current === 'deposit'}
        $active={current === 'deposit'}
        onClick={() => current !== 'deposit' && onSwitch()}
      >
        {T.switchToDeposit}
      </SwitchTab>
      <SwitchTab
        type="button"
        role="tab"
        aria-selected={current === 'withdraw'}
        $active={current === 'withdraw'}
        onClick={() => current !== 'withdraw' && onSwitch()}
      >
        {T.switchToWithdraw}
      </SwitchTab>
    </SwitchTabs>
  );
}
