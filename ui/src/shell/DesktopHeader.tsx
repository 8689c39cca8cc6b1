import type { ReactNode } from 'react';
import { AuthButtons, type AuthButtonsProps } from './AuthButtons.js';
import { BoardLink, HeaderBox, Logo, Spacer, Tab, Tabs, TopRow } from './DesktopHeader.styles.js';
import { BRAND_LOGO_PATH } from './brand.js';
import { SiteLink } from './SiteLink.js';
import { SHELL_TEXTS } from './texts.js';
import { isTabActive } from './visibility.js';

export interface DesktopHeaderProps {
  readonly pathname: string;
  /** The ticking clock (kept outside so this part stays pure). */
  readonly clock: ReactNode;
  readonly auth: AuthButtonsProps;
  /** Opens the notice, betting-rules or events dialog (the shortcuts right of the tabs). */
  readonly onBoard: (kind: HeaderBoardDialog) => void;
}

/** The dialogs the header's board shortcuts open. */
export type HeaderBoardDialog = (typeof SHELL_TEXTS.boardLinks)[number]['kind'];

/** Spec 2 desktop header: logo, GMT+9 clock, member or visitor buttons, the ten tabs and the board dialogs' shortcuts. */
export function DesktopHeader({ pathname, clock, auth, onBoard }: DesktopHeaderProps) {
  return (
    <HeaderBox>
      <TopRow>
        <SiteLink to="/">
          <Logo src={BRAND_LOGO_PATH} alt={SHELL_TEXTS.siteName} data-testid="site-logo" />
        </SiteLink>
        {clock}
        <Spacer />
        <AuthButtons {...auth} />
      </TopRow>
      <Tabs>
        {SHELL_TEXTS.tabs.map((tab) => (
          <Tab key={tab.to} $active={isTabActive(tab.to, pathname)}>
            <SiteLink to={tab.to}>{tab.label}</SiteLink>
          </Tab>
        ))}
        <Spacer />
        {SHELL_TEXTS.boardLinks.map((link) => (
          <BoardLink key={link.kind} type="button" data-testid={`header-board-${link.kind}`} onClick={() => onBoard(link.kind)}>
            {link.label}
          </BoardLink>
        ))}
      </Tabs>
    </HeaderBox>
  );
}
