import { BOARDS_MESSAGES, type BoardsTab } from '@bet/core/boards';
import { SiteLink } from '../shell/SiteLink.js';
import { BoardShortcuts as Nav } from './boards.styles.js';
import { BOARDS_TEXTS as T } from './texts.js';

/** Spec 2 paths of the three boards, in the order of the shortcuts. */
export const BOARD_PATHS: Readonly<Record<BoardsTab, string>> = { notice: '/notice', rule: '/rules', event: '/events' };
const LABELS: Readonly<Record<BoardsTab, string>> = {
  notice: BOARDS_MESSAGES.noticeTab,
  rule: BOARDS_MESSAGES.ruleTab,
  event: BOARDS_MESSAGES.eventTab,
};
const TABS = Object.keys(BOARD_PATHS) as BoardsTab[];

/**
 * Shortcuts between notices, rules and events (spec 2). On the pages each is its own page, so
 * they navigate; inside the boards dialog (`onSelect` given) they switch the dialog's board in
 * place, so the member stays in the dialog. The community notice shows them too (none current):
 * its way to the boards on desktop.
 */
export function BoardShortcutsNav({ current, onSelect }: { readonly current?: BoardsTab; readonly onSelect?: (tab: BoardsTab) => void }) {
  return (
    <Nav aria-label={T.shortcuts}>
      {TABS.map((tab) =>
        onSelect ? (
          <button key={tab} type="button" aria-pressed={tab === current} onClick={() => onSelect(tab)}>
            {LABELS[tab]}
          </button>
        ) : (
          <SiteLink key={tab} to={BOARD_PATHS[tab]} aria-current={tab === current ? 'page' : undefined}>
            {LABELS[tab]}
          </SiteLink>
        ),
      )}
    </Nav>
  );
}

export const boardLabel = (tab: BoardsTab): string => LABELS[tab];
