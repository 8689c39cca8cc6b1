import type { ReactNode } from 'react';
import { SESSION_VIEW_BEFORE_LOAD } from '../session/LoginDialogContainer.js';
import { Button } from '../design-system/Button.js';
import { useViewModel } from '../design-system/use-view-model.js';
import { Body, Content, Nav, PartnerHeader, Who } from './PartnerShell.styles.js';
import { useShellNavigation, useShellServices } from './shell-services.js';
import { ShellOverlays } from './ShellOverlays.js';
import { SiteLink } from './SiteLink.js';
import { SHELL_TEXTS } from './texts.js';
import { SiteFooter } from './SiteFooter.js';

const P = SHELL_TEXTS.partner;

/**
 * Partner and recommender layout (spec 2/6): nickname and contract percent, the area's pages,
 * a link back to the main site and logout. No sidebars, no bet slip. The route guard has already
 * sent anyone without banType 0 and type 1 or 2 to /auth/login.
 */
export function PartnerShell({ area, children }: { readonly area: 'partner' | 'recommender'; readonly children: ReactNode }) {
  const { session } = useShellServices();
  const { pathname } = useShellNavigation();
  const view = useViewModel(session, SESSION_VIEW_BEFORE_LOAD);
  const nav = area === 'partner' ? P.nav : P.recommenderNav;
  return (
    <>
      <PartnerHeader>
        <h1>{P.title}</h1>
        <Who>
          {view.status === 'loggedIn' ? (
            <>
              <b>{view.user.nickname}</b>
              {P.contract(view.partnerContractPercent)}
            </>
          ) : null}
        </Who>
        <SiteLink to="/">{P.mainSite}</SiteLink>
        <Button type="button" $variant="secondary" onClick={() => session.logout()}>
          {P.logout}
        </Button>
      </PartnerHeader>
      <Body>
        <Nav>
          {nav.map((item) => (
            <SiteLink key={item.to} to={item.to} aria-current={pathname === item.to ? 'page' : undefined}>
              {item.label}
            </SiteLink>
          ))}
        </Nav>
        <Content>{children}</Content>
      </Body>
      <SiteFooter />
      <ShellOverlays />
    </>
  );
}

/** Admin and auth layouts: the page alone, with dialogs and alerts. */
export function BareShell({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <Content>{children}</Content>
      <ShellOverlays />
    </>
  );
}
