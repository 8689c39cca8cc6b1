import { useEffect, useRef } from 'react';
import { SESSION_MEMBER_PAGE_TITLES, type SessionMemberPage } from '@bet/core/session';
import { SESSION_VIEW_BEFORE_LOAD } from './LoginDialogContainer.js';
import { Button } from '../design-system/Button.js';
import { useViewModel } from '../design-system/use-view-model.js';
import { useShellNavigation, useShellServices } from '../shell/shell-services.js';
import { useMemberActions } from '../shell/use-member-actions.js';
import { Centered, Heading, Lead } from '../design-system/page.styles.js';
import { SESSION_TEXTS } from './texts.js';

const T = SESSION_TEXTS.loginPage;

const isMemberPage = (title: string): title is SessionMemberPage => Object.hasOwn(SESSION_MEMBER_PAGE_TITLES, title);

/** The `title` query of a login redirect: the member page the visitor wanted, or null. */
export function loginTitleOf(search: string): SessionMemberPage | null {
  const title = new URLSearchParams(search).get('title') ?? '';
  return isMemberPage(title) ? title : null;
}

/**
 * /login: says which page needs a login (title query), opens the login dialog, and once the
 * member is in, continues to that page (or the top page).
 */
export function LoginPage() {
  const { session } = useShellServices();
  const { search, navigate } = useShellNavigation();
  const view = useViewModel(session, SESSION_VIEW_BEFORE_LOAD);
  const actions = useMemberActions(view);
  const title = loginTitleOf(search);
  const loggedIn = view.status === 'loggedIn';
  // Once, when the page opens (the route change has just closed every popup).
  const openOnEntry = useRef(!loggedIn);
  useEffect(() => {
    if (openOnEntry.current) actions.openLogin();
    openOnEntry.current = false;
  }, [actions]);
  useEffect(() => {
    if (loggedIn) navigate(title ? `/${title}` : '/');
  }, [loggedIn, title, navigate]);
  return (
    <Centered>
      <Heading>{T.title}</Heading>
      <Lead>{title ? T.needed(SESSION_MEMBER_PAGE_TITLES[title]) : T.general}</Lead>
      <div>
        <Button type="button" onClick={actions.openLogin}>
          {T.open}
        </Button>{' '}
        <Button type="button" $variant="secondary" onClick={() => actions.openJoin('standard')}>
          {T.join}
        </Button>
      </div>
    </Centered>
  );
}
