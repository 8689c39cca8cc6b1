import type { ReactNode } from 'react';
import { Button } from '../design-system/Button.js';
import { useViewModel } from '../design-system/use-view-model.js';
import { SESSION_VIEW_BEFORE_LOAD } from '../session/LoginDialogContainer.js';
import { useShellNavigation, useShellServices } from '../shell/shell-services.js';
import { ShellOverlays } from '../shell/ShellOverlays.js';
import { SiteLink } from '../shell/SiteLink.js';
import { AdminBody, AdminContent, AdminHeader, AdminNav, Operator } from './AdminShell.styles.js';
import { ADMIN_TEXTS as T } from './texts.js';

export interface AdminFrameProps {
  readonly pathname: string;
  readonly nickname: string | null;
  readonly onLogout: () => void;
  readonly children: ReactNode;
}

/** The back office's frame: title, operator and logout on top, the side navigation, the screen. */
export function AdminFrame({ pathname, nickname, onLogout, children }: AdminFrameProps) {
  return (
    <>
      <AdminHeader>
        <h1>{T.shell.title}</h1>
        <Operator>{nickname ? T.shell.operator(nickname) : null}</Operator>
        <Button type="button" $variant="secondary" onClick={onLogout}>
          {T.shell.logout}
        </Button>
      </AdminHeader>
      <AdminBody>
        <AdminNav aria-label={T.shell.nav}>
          {T.nav.map((item) => (
            <SiteLink
              key={item.to}
              to={item.to}
              aria-current={pathname === item.to || (!('exact' in item) && pathname.startsWith(`${item.to}/`)) ? 'page' : undefined}
            >
              {item.label}
            </SiteLink>
          ))}
        </AdminNav>
        <AdminContent>{children}</AdminContent>
      </AdminBody>
    </>
  );
}

/**
 * /admin layout. The route guard lets only a logged-in admin (type 1, role 10, withdrawalType 0)
 * in and sends everyone else to / (or the login); the server refuses the admin calls to others.
 */
export function AdminShell({ children }: { readonly children: ReactNode }) {
  const { session } = useShellServices();
  const { pathname } = useShellNavigation();
  const view = useViewModel(session, SESSION_VIEW_BEFORE_LOAD);
  return (
    <>
      <AdminFrame pathname={pathname} nickname={view.status === 'loggedIn' ? view.user.nickname : null} onLogout={() => session.logout()}>
        {children}
      </AdminFrame>
      <ShellOverlays />
    </>
  );
}
