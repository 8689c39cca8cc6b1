import { Spoken } from '../design-system/parts.styles.js';
import { Button } from '../design-system/Button.js';
import type { MemberSummary } from './AuthButtons.js';
import { LevelBadge } from '../session/LevelBadge.js';
import { Balances, Bar, Center, IconButton, MemberButton, MobileLogo, SmallButton, VisitorButtons } from './MobileHeader.styles.js';
import { BRAND_LOGO_PATH } from './brand.js';
import { SiteLink } from './SiteLink.js';
import { SHELL_TEXTS } from './texts.js';

export interface MobileHeaderProps {
  /** Null for a visitor. */
  readonly member: MemberSummary | null;
  readonly usdText: string;
  readonly onLeftMenu: () => void;
  readonly onRightMenu: () => void;
  readonly onConvert: () => void;
  /** The level and nickname open the simple my page dialog (spec 2). */
  readonly onMyPage: () => void;
  readonly onLogin: () => void;
  readonly onJoin: () => void;
  /** Spec 2: a visitor's header offers the tether join (the short USD-only form) as on desktop. */
  readonly onTetherJoin: () => void;
}

/** Spec 2 mobile header: menus, and the member's level, nickname, won and USD with a convert button. */
export function MobileHeader(props: MobileHeaderProps) {
  const { member, usdText, onLeftMenu, onRightMenu, onConvert } = props;
  return (
    <Bar>
      <IconButton type="button" aria-label={SHELL_TEXTS.mobileMenu.open} onClick={onLeftMenu}>
        ☰
      </IconButton>
      <Center>
        {member ? (
          <>
            <MemberButton type="button" onClick={props.onMyPage}>
              <LevelBadge role={member.level} size={18} />
              <span>
                {member.nickname}
                {SHELL_TEXTS.memberSuffix}
              </span>
              <Spoken> {SHELL_TEXTS.openMyPage}</Spoken>
            </MemberButton>
            <Balances>
              <span>{SHELL_TEXTS.won(member.emoneyText)}</span>
              <span data-testid="header-usd">{SHELL_TEXTS.usd(usdText)}</span>
              <SmallButton type="button" onClick={onConvert}>
                {SHELL_TEXTS.convert}
              </SmallButton>
            </Balances>
          </>
        ) : (
          <SiteLink to="/">
            <MobileLogo src={BRAND_LOGO_PATH} alt={SHELL_TEXTS.siteName} data-testid="site-logo" />
          </SiteLink>
        )}
      </Center>
      {member ? (
        <IconButton type="button" aria-label={SHELL_TEXTS.mobileMenu.openMy} onClick={onRightMenu}>
          ⚙
        </IconButton>
      ) : (
        <VisitorButtons>
          <Button type="button" onClick={props.onLogin}>
            {SHELL_TEXTS.buttons.login}
          </Button>
          <Button type="button" $variant="secondary" onClick={props.onJoin}>
            {SHELL_TEXTS.buttons.join}
          </Button>
          <Button type="button" $variant="secondary" onClick={props.onTetherJoin}>
            {SHELL_TEXTS.buttons.tetherJoin}
          </Button>
        </VisitorButtons>
      )}
    </Bar>
  );
}
