import { withThousands, formatUsdt } from '@bet/core/shared';
import { Button } from '../design-system/Button.js';
import { DialogFrame } from '../design-system/DialogFrame.js';
import { Facts } from '../design-system/page.styles.js';
import { ScreenDialog } from '../design-system/ScreenDialog.js';
import { useViewModel } from '../design-system/use-view-model.js';
import { useShellServices } from '../shell/shell-services.js';
import { SHELL_TEXTS } from '../shell/texts.js';
import { LevelBadge } from './LevelBadge.js';
import { SESSION_VIEW_BEFORE_LOAD } from './LoginDialogContainer.js';
import { MemberInfoView } from './MemberInfoPage.js';
import { SimpleActions, SimpleHead } from './MyPageDialogs.styles.js';
import { SESSION_TEXTS } from './texts.js';

const T = SESSION_TEXTS.myPage;

/** The my page dialog (spec 2): the member info page's record, its dialogs and my page links, in the screen-dialog frame. */
export function MyPageDialog({ onClose }: { readonly onClose: () => void }) {
  const { session, dialogs } = useShellServices();
  const view = useViewModel(session, SESSION_VIEW_BEFORE_LOAD);
  return (
    <ScreenDialog title={T.title} onClose={onClose} width="760px" testId="my-page-dialog">
      <MemberInfoView
        view={view}
        onChangePassword={() => dialogs.open('myInfo')}
        onOpenDialog={(kind) => dialogs.open(kind)}
        myLinks={SHELL_TEXTS.mobileMenu.myLinks}
      />
    </ScreenDialog>
  );
}

/**
 * The simple my page dialog (spec 2; the mobile header's level and nickname open it): level
 * image, nickname, balances and the member's most used dialogs, the full my page among them.
 */
export function SimpleMyPageDialog({ onClose }: { readonly onClose: () => void }) {
  const { session, dialogs } = useShellServices();
  const view = useViewModel(session, SESSION_VIEW_BEFORE_LOAD);
  if (view.status !== 'loggedIn') return null;
  const { user } = view;
  const rows = SESSION_TEXTS.memberInfo.rows;
  return (
    <DialogFrame title={T.simpleTitle} onClose={onClose} width={380}>
      <SimpleHead data-testid="simple-my-page">
        <LevelBadge role={user.role} size={40} />
        <b>
          {user.nickname}
          {SHELL_TEXTS.memberSuffix}
        </b>
      </SimpleHead>
      <Facts>
        <dt>{rows.emoney}</dt>
        <dd>{SHELL_TEXTS.won(withThousands(user.emoney))}</dd>
        <dt>{rows.point}</dt>
        <dd>{withThousands(user.point)}</dd>
        <dt>{T.usd}</dt>
        <dd>{SHELL_TEXTS.usd(formatUsdt(user.usdt))}</dd>
      </Facts>
      <SimpleActions>
        {T.simpleActions.map((action) => (
          <Button key={action.kind} type="button" $variant="secondary" onClick={() => dialogs.open(action.kind)}>
            {action.label}
          </Button>
        ))}
      </SimpleActions>
    </DialogFrame>
  );
}
