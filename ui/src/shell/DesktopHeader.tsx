import type { ReactNode } from 'react';
import { AuthButtons, type AuthButtonsProps } from './AuthButtons.js';
import { HeaderBox, Logo, Spacer, Tab, Tabs, TopRow } from './DesktopHeader.styles.js';
import { BRAND_LOGO_PATH } from './brand.js';
import { SiteLink } from './SiteLink.js';
import { SHELL_TEXTS } from './texts.js';
import { isTabActive } from './visibility.js';

export interface DesktopHeaderProps {
  readonly pathname: string;
  /** The ticking clock (kept outside so this part stays pure). */
  readonly clock: ReactNode;
  readonly auth: AuthButtonsProps;
}

/** Spec 2 desktop header: logo, GMT+9 clock, member or visitor buttons, and the ten tabs. */
export function DesktopHeader({ pathname, clock, auth }: DesktopHeaderProps) {
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
      </Tabs>
    </HeaderBox>
  );
}
