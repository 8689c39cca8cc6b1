import { useMemo } from 'react';
import { map } from 'rxjs';
import type { DialogKind, DialogSwitchState } from './dialog-switch.js';
import { SESSION_VIEW_BEFORE_LOAD } from '../session/LoginDialogContainer.js';
import { useObservable, useViewModel } from '../design-system/use-view-model.js';
import { MobileFooter, type MobileFooterItem } from './MobileFooter.js';
import { useShellServices } from './shell-services.js';
import { useMemberActions } from './use-member-actions.js';

const FOOTER_DIALOGS: Partial<Record<MobileFooterItem, DialogKind>> = {
  deposit: 'deposit',
  withdraw: 'withdraw',
  betSlip: 'betSlip',
  customerCenter: 'customerCenter',
};

const NO_DIALOG: DialogSwitchState = { enabled: true, current: null };
const EMPTY_SLIP = { totalOddsText: '1.00', count: 0 };

function activeItem(current: DialogKind | null): MobileFooterItem | null {
  const entry = Object.entries(FOOTER_DIALOGS).find(([, kind]) => kind === current);
  return entry ? (entry[0] as MobileFooterItem) : null;
}

/** The mobile footer on the bet slip (odds and count), the dialog switch and the session. */
export function MobileFooterContainer() {
  const { session, betSlip, dialogs } = useShellServices();
  const view = useViewModel(session, SESSION_VIEW_BEFORE_LOAD);
  const actions = useMemberActions(view);
  const slip$ = useMemo(() => betSlip.state$.pipe(map((s) => ({ totalOddsText: s.totalOddsText, count: s.count }))), [betSlip]);
  const slip = useObservable(slip$, EMPTY_SLIP);
  const { current } = useObservable(dialogs.state$, NO_DIALOG);
  const onTap = (item: MobileFooterItem): void => {
    const kind = FOOTER_DIALOGS[item];
    if (kind) return actions.tapForMember(kind);
    dialogs.closeAll();
    actions.goForMember('/bet_result');
  };
  return <MobileFooter active={activeItem(current)} totalOddsText={slip.totalOddsText} slipCount={slip.count} onTap={onTap} />;
}
