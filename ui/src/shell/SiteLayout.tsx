import type { ReactNode, Ref } from 'react';
import { Columns, Main, Page, RightColumn } from './SiteLayout.styles.js';
import { SiteFooter } from './SiteFooter.js';
import { SHELL_TEXTS } from './texts.js';
import type { ShellVisibility } from './visibility.js';

export interface SiteLayoutProps {
  readonly mode: 'mobile' | 'desktop';
  readonly visibility: ShellVisibility;
  readonly header: ReactNode;
  readonly sidebar: ReactNode;
  /** The right bet-slip column (desktop); the screens package draws it. */
  readonly betSlip: ReactNode;
  /** The mobile footer. */
  readonly footer: ReactNode;
  readonly mainRef?: Ref<HTMLElement>;
  readonly children: ReactNode;
}

/**
 * Spec 2 layout. Desktop: header, then left sidebar | main | right bet slip in the 1630 px
 * container. Mobile: header, main, fixed footer. Side bars and slip follow `visibility`. Both end
 * with the site footer (operator details, the 19+ and responsible-play notice).
 */
export function SiteLayout({ mode, visibility, header, sidebar, betSlip, footer, mainRef, children }: SiteLayoutProps) {
  const desktop = mode === 'desktop';
  return (
    <Page $mode={mode} data-mode={mode}>
      {header}
      <Columns $mode={mode}>
        {desktop && visibility.sidebars ? sidebar : null}
        <Main ref={mainRef}>{children}</Main>
        {desktop && visibility.betSlip && betSlip ? <RightColumn aria-label={SHELL_TEXTS.betSlipColumn}>{betSlip}</RightColumn> : null}
      </Columns>
      <SiteFooter />
      {desktop ? null : footer}
    </Page>
  );
}
