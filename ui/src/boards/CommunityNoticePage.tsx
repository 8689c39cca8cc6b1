import { useEffect } from 'react';
import { BOARDS_MESSAGES, COMMUNITY_NOTICE_PER_PAGE, type CommunityNoticeView, type CommunityNoticeViewModel } from '@bet/core/boards';
import { Button } from '../design-system/Button.js';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { Empty } from '../design-system/parts.styles.js';
import { PageTitle } from '../design-system/page.styles.js';
import { useAlertingView } from '../design-system/use-screen-view.js';
import { SiteLink } from '../shell/SiteLink.js';
import { BoardShortcutsNav } from './BoardShortcuts.js';
import { CommunityNoticeForm } from './CommunityNoticeForm.js';
import { PostContent } from './PostTitles.js';
import { NoticeActions, NoticeHead, NoticeMeta, NoticeRows } from './community-notice.styles.js';
import { BOARDS_TEXTS as T } from './texts.js';

/** CommunityNoticeViewModel as the pages use it (the real class satisfies it). */
export type CommunityNoticeScreenModel = Pick<
  CommunityNoticeViewModel,
  'state$' | 'showList' | 'showDetail' | 'showRegist' | 'write' | 'dismissAlert'
>;

/**
 * Which of the three pages: /community/notice, /community/notice/detail/{id},
 * /community/notice/regist (with `editId`, from ?id=, the edit of the member's own notice).
 */
export type CommunityNoticeScreen =
  { readonly kind: 'list' } | { readonly kind: 'detail'; readonly id: number } | { readonly kind: 'regist'; readonly editId?: number };

export interface CommunityNoticePageProps {
  readonly viewModel: CommunityNoticeScreenModel;
  readonly screen: CommunityNoticeScreen;
  readonly onAlert: ScreenAlert;
  readonly onNavigate: (to: string) => void;
}

export const COMMUNITY_NOTICE_PATH = '/community/notice';
const detailPath = (id: number): string => `${COMMUNITY_NOTICE_PATH}/detail/${id}`;
const REGIST_PATH = `${COMMUNITY_NOTICE_PATH}/regist`;
const editPath = (id: number): string => `${REGIST_PATH}?id=${id}`;

function NoticeList({ view, onPage }: { readonly view: CommunityNoticeView; readonly onPage: (page: number) => void }) {
  if (view.rows.length === 0) return <Empty>{view.loading ? T.loading : BOARDS_MESSAGES.empty}</Empty>;
  const first = (view.page - 1) * COMMUNITY_NOTICE_PER_PAGE;
  return (
    <>
      <NoticeRows aria-label={T.postList(T.communityTitle)}>
        {view.rows.map((row, i) => (
          <li key={row.id}>
            <span>{first + i + 1}</span>
            <SiteLink to={detailPath(row.id)}>{row.title}</SiteLink>
            <time>{row.date}</time>
          </li>
        ))}
      </NoticeRows>
      <NoticeActions>
        <Button type="button" $variant="secondary" disabled={view.page <= 1} onClick={() => onPage(view.page - 1)}>
          {T.previous}
        </Button>
        <span aria-live="polite">{T.pageOf(view.page)}</span>
        <Button type="button" $variant="secondary" disabled={!view.hasNext} onClick={() => onPage(view.page + 1)}>
          {T.next}
        </Button>
      </NoticeActions>
    </>
  );
}

function NoticeDetail({ view }: { readonly view: CommunityNoticeView }) {
  if (!view.detail) return view.loading ? <Empty>{T.loading}</Empty> : null;
  return (
    <>
      <NoticeMeta>
        {T.date} {view.detail.createTimestamp ?? ''}
      </NoticeMeta>
      <PostContent post={view.detail} />
      <NoticeActions>
        <SiteLink to={COMMUNITY_NOTICE_PATH}>{T.backToList}</SiteLink>
        {view.canEdit ? <SiteLink to={editPath(view.detail.id)}>{T.edit}</SiteLink> : null}
      </NoticeActions>
    </>
  );
}

/** The community notice board (spec 2): the list, one notice, and the write (or edit) form for level 1 (spec 6). */
export function CommunityNoticePage({ viewModel, screen, onAlert, onNavigate }: CommunityNoticePageProps) {
  const view = useAlertingView(viewModel, onAlert);
  const key = screen.kind === 'detail' ? `detail:${screen.id}` : screen.kind === 'regist' ? `regist:${screen.editId ?? ''}` : screen.kind;
  useEffect(() => {
    if (screen.kind === 'list') viewModel.showList();
    else if (screen.kind === 'detail') viewModel.showDetail(screen.id);
    else viewModel.showRegist(screen.editId ?? null);
    // The key names the screen; the object itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewModel, key]);
  const writtenId = view?.writtenId ?? null;
  useEffect(() => {
    if (writtenId !== null) onNavigate(detailPath(writtenId));
  }, [writtenId, onNavigate]);
  if (!view) return null;
  return (
    <section aria-label={T.communityTitle} data-testid={`community-notice-${screen.kind}`}>
      <NoticeHead>
        <PageTitle>{screen.kind !== 'regist' ? T.communityTitle : screen.editId === undefined ? T.writeTitle : T.editTitle}</PageTitle>
        {view.canWrite && screen.kind !== 'regist' ? (
          <SiteLink to={REGIST_PATH} aria-label={T.write} title={T.write}>
            ✎ {T.write}
          </SiteLink>
        ) : null}
      </NoticeHead>
      {screen.kind === 'regist' ? null : <BoardShortcutsNav />}
      {screen.kind === 'list' ? <NoticeList view={view} onPage={(page) => viewModel.showList(page)} /> : null}
      {screen.kind === 'detail' ? <NoticeDetail view={view} /> : null}
      {screen.kind === 'regist' ? (
        <CommunityNoticeForm
          view={view}
          onSend={(title, contents) => viewModel.write({ title, contents })}
          onCancel={() => onNavigate(COMMUNITY_NOTICE_PATH)}
        />
      ) : null}
    </section>
  );
}
