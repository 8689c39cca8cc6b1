import { useEffect, type ReactNode } from 'react';
import type { Observable } from 'rxjs';
import { EMPTY } from 'rxjs';
import type { SiteBanner } from '@bet/core/boards';
import { useObservable } from '../design-system/use-view-model.js';
import { NoticeWidget, type NoticeWidgetItem } from '../boards/NoticeWidget.js';
import { NoticeTicker } from '../boards/NoticeTicker.js';
import { PageBox } from '../design-system/page.styles.js';
import { Spoken } from '../design-system/parts.styles.js';
import { TwoColumns } from './top/TopSections.styles.js';
import { PAGE_TEXTS } from './texts.js';

const T = PAGE_TEXTS.top;

/** The part of core's BoardsViewModel the top page reads. */
export interface NoticeWidgetModel {
  readonly state$: Observable<{
    readonly widget: readonly NoticeWidgetItem[];
    readonly canWriteNotice: boolean;
    readonly banners?: readonly SiteBanner[];
  }>;
  loadNoticeWidget(): unknown;
  loadBanners?(): unknown;
}

const NO_BOARDS: NoticeWidgetModel = { state$: EMPTY, loadNoticeWidget: () => undefined };
const EMPTY_WIDGET = { widget: [] as readonly NoticeWidgetItem[], canWriteNotice: false, banners: [] as readonly SiteBanner[] };

export interface TopPageViewProps {
  readonly notices: readonly NoticeWidgetItem[];
  readonly canWrite: boolean;
  /** The operator's banners (GET /banners), in their order. */
  readonly banners?: readonly SiteBanner[];
  /** Draws the banners (BannerStrip; the app loads it with the page's lower half, after the page shows). */
  readonly renderBanners?: (banners: readonly SiteBanner[]) => ReactNode;
  /** The jackpot counter (the app gives it its view model). */
  readonly jackpot?: ReactNode;
  /** The featured live and pre-match fixtures (the app loads them with the sports code, after the page shows). */
  readonly featured?: ReactNode;
  /** The popular games (PopularGameTiles; below the fold, so the app loads it after the page shows). */
  readonly games?: ReactNode;
}

/**
 * Pure top page, top to bottom: the scrolling notice and the jackpot (both kept clear of the
 * popups, which sit at the bottom of the window), the banner strip, the featured fixtures, then
 * the popular games beside the notice widget.
 */
export function TopPageView({ notices, canWrite, banners = [], renderBanners, jackpot, featured, games }: TopPageViewProps) {
  return (
    <PageBox aria-label={T.title} data-testid="top-page">
      {/* Every page has one h1 (screen readers jump by it); the top page's banners say the rest. */}
      <Spoken as="h1">{T.title}</Spoken>
      <NoticeTicker items={notices} />
      {jackpot}
      {banners.length > 0 && renderBanners ? renderBanners(banners) : null}
      {featured}
      <TwoColumns $wide="left">
        {games ?? <div />}
        <NoticeWidget items={notices} canWrite={canWrite} />
      </TwoColumns>
    </PageBox>
  );
}

/** The top page (/) on the boards view model: loads the notice widget and the banners when shown. */
export function TopPage({
  boards = NO_BOARDS,
  jackpot,
  featured,
  games,
  renderBanners,
}: {
  readonly boards?: NoticeWidgetModel | undefined;
  readonly renderBanners?: TopPageViewProps['renderBanners'];
  readonly jackpot?: ReactNode;
  readonly featured?: ReactNode;
  readonly games?: ReactNode;
}) {
  const view = useObservable(boards.state$, EMPTY_WIDGET);
  useEffect(() => {
    void boards.loadNoticeWidget();
    void boards.loadBanners?.();
  }, [boards]);
  return (
    <TopPageView
      notices={view.widget}
      canWrite={view.canWriteNotice}
      banners={view.banners ?? []}
      jackpot={jackpot}
      featured={featured}
      games={games}
      renderBanners={renderBanners}
    />
  );
}
