import { useEffect } from 'react';
import { BOARDS_MESSAGES, type BoardsTab, type BoardsView, type BoardsViewModel } from '@bet/core/boards';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { Empty } from '../design-system/parts.styles.js';
import { PageTitle } from '../design-system/page.styles.js';
import { useAlertingView } from '../design-system/use-screen-view.js';
import { useShellMode } from '../design-system/viewport-context.js';
import { BoardColumns } from './boards.styles.js';
import { BoardShortcutsNav, boardLabel } from './BoardShortcuts.js';
import { EventCategories } from './EventCategories.js';
import { PostContent, PostTitles } from './PostTitles.js';
import { BOARDS_TEXTS as T } from './texts.js';

/** BoardsViewModel as the board pages use it (the real class satisfies it). */
export type BoardsScreenModel = Pick<BoardsViewModel, 'state$' | 'showTab' | 'select' | 'toggleCategory' | 'dismissAlert'>;

export interface BoardPageProps {
  readonly viewModel: BoardsScreenModel;
  /** notice (/notice), rule (/rules) or event (/events). */
  readonly tab: BoardsTab;
  readonly onAlert: ScreenAlert;
}

/** The board's list and its selected post (shared by the pages and the boards dialog). */
export function BoardBody({
  view,
  tab,
  viewModel,
}: {
  readonly view: BoardsView;
  readonly tab: BoardsTab;
  readonly viewModel: BoardsScreenModel;
}) {
  const inline = useShellMode() === 'mobile';
  const selectedId = view.selected?.id ?? null;
  const select = (id: number): void => viewModel.select(id);
  const posts = tab === 'notice' ? view.notices : view.rules;
  if (tab !== 'event' && posts.length === 0) return <Empty>{view.loading ? T.loading : BOARDS_MESSAGES.empty}</Empty>;
  const list =
    tab === 'event' ? (
      <EventCategories view={view} inline={inline} onSelect={select} onToggle={(c) => viewModel.toggleCategory(c)} />
    ) : (
      <PostTitles posts={posts} selectedId={selectedId} inline={inline} onSelect={select} label={T.postList(boardLabel(tab))} />
    );
  if (inline) return list;
  return (
    <BoardColumns>
      {list}
      {view.selected ? <PostContent post={view.selected} /> : <Empty>{BOARDS_MESSAGES.empty}</Empty>}
    </BoardColumns>
  );
}

/** /notice, /rules and /events: the list left and the HTML content right (inline on mobile), shortcuts between them. */
export function BoardPage({ viewModel, tab, onAlert }: BoardPageProps) {
  const view = useAlertingView(viewModel, onAlert);
  useEffect(() => {
    viewModel.showTab(tab);
  }, [viewModel, tab]);
  return (
    <section aria-label={boardLabel(tab)} data-testid={`board-${tab}`}>
      <PageTitle>{boardLabel(tab)}</PageTitle>
      <BoardShortcutsNav current={tab} />
      {view && view.tab === tab ? <BoardBody view={view} tab={tab} viewModel={viewModel} /> : null}
    </section>
  );
}
