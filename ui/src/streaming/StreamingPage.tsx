import { useEffect, useRef } from 'react';
import type { StreamingView, StreamingViewModel } from '@bet/core/streaming';
import { Button } from '../design-system/Button.js';
import { GamePageBox, PageHeader } from '../design-system/game-board.styles.js';
import { useShellMode } from '../design-system/viewport-context.js';
import { useViewOf } from '../design-system/use-view-of.js';
import { SiteLink } from '../shell/SiteLink.js';
import { MatchBar, Note, Panel, StreamingGrid } from './Streaming.styles.js';
import { StreamingChannels } from './StreamingChannels.js';
import { StreamingVideo } from './StreamingVideo.js';
import { STREAMING_TEXTS as T } from './texts.js';

/** StreamingViewModel as the page uses it (the real class satisfies it). */
export type StreamingScreenModel = Pick<StreamingViewModel, 'state$' | 'open' | 'refresh' | 'select'>;

export interface StreamingProps {
  readonly view: StreamingView;
  readonly onSelect: (fixtureId: number) => void;
  readonly onRetry: () => void;
}

function ChannelPanel({ view, onSelect, onRetry }: StreamingProps) {
  return (
    <Panel aria-label={T.channels} data-testid="streaming-channels">
      <h2>
        {T.channels}
        {view.status === 'ready' && <small>{T.liveCount(view.totalCount)}</small>}
      </h2>
      {view.status === 'loading' && view.channels.length === 0 && <Note>{T.loading}</Note>}
      {view.status === 'error' && (
        <>
          <Note role="alert">{view.message}</Note>
          <Button type="button" onClick={onRetry}>
            {T.retry}
          </Button>
        </>
      )}
      {view.status === 'ready' && view.channels.length === 0 && <Note>{T.empty}</Note>}
      <StreamingChannels channels={view.channels} onSelect={onSelect} />
    </Panel>
  );
}

/** /streaming and /stream: the video area (the chosen match) beside the channels (the live matches). */
export function Streaming(props: StreamingProps) {
  const { view } = props;
  const match = view.selected;
  return (
    <GamePageBox data-testid="streaming-page">
      <PageHeader>
        <h2>{T.title}</h2>
        <p>{T.lead}</p>
      </PageHeader>
      <StreamingGrid>
        <Panel data-testid="streaming-screen">
          <StreamingVideo match={match} />
          {match && (
            <MatchBar>
              <p data-testid="streaming-match">
                {match.homeName} {T.versus} {match.awayName} · {match.leagueNameKorean}
              </p>
              {match.betPath !== null && (
                <SiteLink to={match.betPath} data-testid="streaming-bet">
                  {T.bet}
                </SiteLink>
              )}
            </MatchBar>
          )}
        </Panel>
        <ChannelPanel {...props} />
      </StreamingGrid>
    </GamePageBox>
  );
}

export interface StreamingPageProps {
  readonly viewModel: StreamingScreenModel;
}

/** The page on its view model: loads on entry; on a phone a choice scrolls the video area into view. */
export function StreamingPage({ viewModel }: StreamingPageProps) {
  const view = useViewOf(viewModel);
  const mobile = useShellMode() === 'mobile';
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    viewModel.open();
  }, [viewModel]);
  if (!view) return null;
  const select = (fixtureId: number): void => {
    viewModel.select(fixtureId);
    // The list sits under the video on a phone: show the member what they chose.
    if (mobile) top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  return (
    <div ref={top}>
      <Streaming view={view} onSelect={select} onRetry={() => viewModel.refresh()} />
    </div>
  );
}
