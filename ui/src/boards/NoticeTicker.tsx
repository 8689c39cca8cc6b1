import { NOTICE_TICKER_SECONDS } from '@bet/core/boards';
import { useShellMode } from '../design-system/viewport-context.js';
import { SiteLink } from '../shell/SiteLink.js';
import type { NoticeWidgetItem } from './NoticeWidget.js';
import { TickerBox, TickerTrack, TickerWindow } from './NoticeTicker.styles.js';
import { BOARDS_TEXTS as T } from './texts.js';

/**
 * The scrolling notice (spec 9: 20 s on desktop, 10 s on mobile): the newest notices' dates and
 * titles, each a link to its detail. Pauses under the pointer or focus; nothing without notices.
 */
export function NoticeTicker({ items }: { readonly items: readonly NoticeWidgetItem[] }) {
  const seconds = NOTICE_TICKER_SECONDS[useShellMode()];
  if (items.length === 0) return null;
  return (
    <TickerBox role="marquee" aria-label={T.ticker}>
      <strong aria-hidden>{T.notices}</strong>
      <TickerWindow>
        <TickerTrack $seconds={seconds} data-seconds={seconds}>
          {items.map((item) => (
            <span key={item.id}>
              {item.date ? <time>{item.date}</time> : null}
              <SiteLink to={`/community/notice/detail/${item.id}`}>{item.title}</SiteLink>
            </span>
          ))}
        </TickerTrack>
      </TickerWindow>
    </TickerBox>
  );
}
