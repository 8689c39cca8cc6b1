import { formatUsdt, withThousands } from '@bet/core/shared';
import type { SessionView } from '@bet/core/session';
import { SESSION_VIEW_BEFORE_LOAD } from './LoginDialogContainer.js';
import { useViewModel } from '../design-system/use-view-model.js';
import { useShellServices } from '../shell/shell-services.js';
import { Card, Facts, Heading, Lead, LinkGrid, PageBox } from '../design-system/page.styles.js';
import { SiteLink } from '../shell/SiteLink.js';
import { SHELL_TEXTS } from '../shell/texts.js';
import { SESSION_TEXTS } from './texts.js';
import { Button } from '../design-system/Button.js';
import { Toolbar } from '../design-system/parts.styles.js';
import { MOBILE_MENU_TEXTS } from '../shell/mobile-menu-texts.js';
import { LevelBadge } from './LevelBadge.js';

const T = SESSION_TEXTS.memberInfo;

/** The dialogs the member info opens: the mobile menu's money ones and roulettes, attendance and point-to-cash. */
const DIALOGS = [...MOBILE_MENU_TEXTS.dialogs, ...SESSION_TEXTS.myPage.dialogs];
export type MemberInfoDialog = (typeof DIALOGS)[number]['kind'];

/** Pure: the member's record as the session holds it. */
export function MemberInfoView({
  view,
  onChangePassword,
  onOpenDialog,
  myLinks = [],
}: {
  readonly view: SessionView;
  readonly onChangePassword?: () => void;
  /**
   * Opens a member dialog (USD deposit and withdrawal, money conversion, roulettes, attendance,
   * point-to-cash): the mobile menu's '바로 열기' list, so a desktop member reaches them too
   * (issue 10: no desktop conversion).
   */
  readonly onOpenDialog?: (kind: MemberInfoDialog) => void;
  /** The my page menu (the mobile menu's '내 정보' links), drawn as site links. */
  readonly myLinks?: readonly { readonly to: string; readonly label: string }[];
}) {
  if (view.status !== 'loggedIn') return null;
  const { user } = view;
  const bank = view.banks.find((b) => b.bankCode === user.bankCode)?.bankName;
  const account = [bank, user.bankAccountNumber, user.accountHolder].filter(Boolean).join(' ');
  return (
    <PageBox>
      <Heading>{T.title}</Heading>
      <Card>
        <Facts>
          <dt>{T.rows.userId}</dt>
          <dd>{user.userId}</dd>
          <dt>{T.rows.nickname}</dt>
          <dd>{user.nickname}</dd>
          <dt>{T.rows.level}</dt>
          <dd>
            <LevelBadge role={user.role} />
          </dd>
          <dt>{T.rows.phoneNumber}</dt>
          <dd>{user.phoneNumber || T.none}</dd>
          <dt>{T.rows.emoney}</dt>
          <dd>{withThousands(user.emoney)}원</dd>
          <dt>{T.rows.point}</dt>
          <dd>{withThousands(user.point)}</dd>
          <dt>{T.rows.usdt}</dt>
          <dd>{formatUsdt(user.usdt)}</dd>
          <dt>{T.rows.bank}</dt>
          <dd>{account || T.none}</dd>
        </Facts>
      </Card>
      <Lead>{T.bankNote}</Lead>
      {onChangePassword ? (
        <Button type="button" onClick={onChangePassword}>
          {T.changePassword}
        </Button>
      ) : null}
      {onOpenDialog ? (
        <Toolbar role="group" aria-label={MOBILE_MENU_TEXTS.dialogsLabel}>
          {DIALOGS.map((item) => (
            <Button key={item.kind} type="button" $variant="secondary" onClick={() => onOpenDialog(item.kind)}>
              {item.label}
            </Button>
          ))}
        </Toolbar>
      ) : null}
      {myLinks.length > 0 ? (
        <LinkGrid aria-label={SHELL_TEXTS.mobileMenu.myTitle}>
          {myLinks.map((l) => (
            <SiteLink key={l.to} to={l.to}>
              {l.label}
            </SiteLink>
          ))}
        </LinkGrid>
      ) : null}
    </PageBox>
  );
}

/** /mypage/join_info (and its /pt variant) on the session view model. */
export function MemberInfoPage() {
  const { session, dialogs } = useShellServices();
  return (
    <MemberInfoView
      view={useViewModel(session, SESSION_VIEW_BEFORE_LOAD)}
      onChangePassword={() => dialogs.open('myInfo')}
      onOpenDialog={(kind) => dialogs.open(kind)}
      myLinks={SHELL_TEXTS.mobileMenu.myLinks.filter((l) => l.to !== '/mypage/join_info')}
    />
  );
}
