import { useEffect, type ReactNode } from 'react';
import type { Observable } from 'rxjs';
import { EMPTY } from 'rxjs';
import { useObservable } from '../design-system/use-view-model.js';
import { SiteLink } from '../shell/SiteLink.js';
import { NoticeWidget, type NoticeWidgetItem } from '../boards/NoticeWidget.js';
import { NoticeTicker } from '../boards/NoticeTicker.js';
import { Heading, LinkGrid, PageBox } from '../design-system/page.styles.js';
import { PAGE_TEXTS } from './texts.js';

const T = PAGE_TEXTS.top;

/** The part of core's BoardsViewModel the top page reads. */
export interface NoticeWidgetModel {
  readonly state$: Observable<{ readonly widget: readonly NoticeWidgetItem[]; readonly canWriteNotice: boolean }>;
  loadNoticeWidget(): unknown;
}

const NO_BOARDS: NoticeWidgetModel = { state$: EMPTY, loadNoticeWidget: () => undefined };
const EMPTY_WIDGET = { widget: [] as readonly NoticeWidgetItem[], canWriteNotice: false };

export interface TopPageViewProps {
  readonly notices: readonly NoticeWidgetItem[];
  readonly canWrite: boolean;
  /** The jackpot counter (the app gives it its view model). */
  readonly jackpot?: ReactNode;
}

/** Pure top page: the scrolling notice, the jackpot counter, shortcuts to the game sections and the notice widget. */
export function TopPageView({ notices, canWrite, jackpot }: TopPageViewProps) {
  return (
    <PageBox>
      <NoticeTicker items={notices} />
      <Heading>{T.title}</Heading>
      {jackpot}
      <LinkGrid>
        {T.shortcuts.map((s) => (
          <SiteLink key={s.to} to={s.to}>
            <strong>{s.title}</strong>
            <small>{s.caption}</small>
          </SiteLink>
        ))}
      </LinkGrid>
      <NoticeWidget items={notices} canWrite={canWrite} />
    </PageBox>
  );
}

/** The top page (/) on the boards view model: loads the widget when shown. */
export function TopPage({
  boards = NO_BOARDS,
  jackpot,
}: {
  readonly boards?: NoticeWidgetModel | undefined;
  readonly jackpot?: ReactNode;
}) {
  const view = useObservable(boards.state$, EMPTY_WIDGET);
  useEffect(() => {
    void boards.loadNoticeWidget();
  }, [boards]);
  return <TopPageView notices={view.widget} canWrite={view.canWriteNotice} jackpot={jackpot} />;
}
