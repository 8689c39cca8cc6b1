import { Spoken } from '../design-system/parts.styles.js';
import { Button } from '../design-system/Button.js';
import { LevelBadge } from '../session/LevelBadge.js';
import { Bar, MemberInfo, MyPageButton } from './AuthButtons.styles.js';
import { SHELL_TEXTS } from './texts.js';

const B = SHELL_TEXTS.buttons;

export interface MemberSummary {
  readonly level: number;
  readonly nickname: string;
  /** Thousands-separated won. */
  readonly emoneyText: string;
  readonly pointText: string;
  /** The USD balance (micro-USDT with up to 6 decimals). */
  readonly usdText: string;
  readonly unreadCount: number;
}

export type AuthButtonsProps =
  | {
      readonly status: 'loggedIn';
      readonly member: MemberSummary;
      readonly showsPartnerManagement: boolean;
      readonly onPartnerManagement: () => void;
      readonly onTetherCharge: () => void;
      readonly onTetherExchange: () => void;
      readonly onCharge: () => void;
      readonly onExchange: () => void;
      readonly onMessages: () => void;
      /** The level and nickname open the my page dialog (spec 2). */
      readonly onMyPage: () => void;
      /** Beside the points: the point-to-cash dialog (spec 2). */
      readonly onPointToCash: () => void;
      readonly onLogout: () => void;
    }
  | {
      readonly status: 'loggedOut';
      readonly onLogin: () => void;
      readonly onJoin: () => void;
      readonly onTetherJoin: () => void;
      readonly onNonMemberInquiry: () => void;
    };

/** Spec 2 header buttons: the member's (partner management only with a percentage) or a visitor's. */
export function AuthButtons(props: AuthButtonsProps) {
  if (props.status === 'loggedOut') {
    return (
      <Bar>
        <Button type="button" onClick={props.onLogin}>
          {B.login}
        </Button>
        <Button type="button" $variant="secondary" onClick={props.onJoin}>
          {B.join}
        </Button>
        <Button type="button" $variant="secondary" onClick={props.onTetherJoin}>
          {B.tetherJoin}
        </Button>
        <Button type="button" $variant="ghost" onClick={props.onNonMemberInquiry}>
          {B.nonMemberInquiry}
        </Button>
      </Bar>
    );
  }
  const { member } = props;
  return (
    <Bar>
      <MemberInfo>
        {/* The name is what is shown plus what it does: a label replacing the shown text would hide the nickname. */}
        <MyPageButton type="button" title={SHELL_TEXTS.openMyPage} onClick={props.onMyPage}>
          <LevelBadge role={member.level} />
          <b>
            {member.nickname}
            {SHELL_TEXTS.memberSuffix}
          </b>
          <Spoken> {SHELL_TEXTS.openMyPage}</Spoken>
        </MyPageButton>
        <span>{SHELL_TEXTS.emoney}</span>
        <b>{SHELL_TEXTS.won(member.emoneyText)}</b>
        <span>{SHELL_TEXTS.point}</span>
        <b data-testid="header-points">{member.pointText}</b>
        <Button type="button" $variant="ghost" data-testid="header-point-to-cash" onClick={props.onPointToCash}>
          {SHELL_TEXTS.pointToCash}
        </Button>
        <b data-testid="header-usd">{SHELL_TEXTS.usd(member.usdText)}</b>
        <Button type="button" $variant="ghost" data-testid="header-memo" onClick={props.onMessages}>
          {SHELL_TEXTS.unread(member.unreadCount)}
        </Button>
      </MemberInfo>
      {props.showsPartnerManagement ? (
        <Button type="button" $variant="secondary" onClick={props.onPartnerManagement}>
          {B.partnerManagement}
        </Button>
      ) : null}
      <Button type="button" $variant="secondary" onClick={props.onTetherCharge}>
        {B.tetherCharge}
      </Button>
      <Button type="button" $variant="secondary" onClick={props.onTetherExchange}>
        {B.tetherExchange}
      </Button>
      <Button type="button" onClick={props.onCharge}>
        {B.charge}
      </Button>
      <Button type="button" onClick={props.onExchange}>
        {B.exchange}
      </Button>
      <Button type="button" $variant="ghost" onClick={props.onLogout}>
        {B.logout}
      </Button>
    </Bar>
  );
}
