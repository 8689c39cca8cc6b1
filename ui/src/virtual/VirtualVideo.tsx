import type { VirtualBoardView, VirtualStageView } from '@bet/core/virtual';
import { Card, Countdown } from '../design-system/game-board.styles.js';
import { Placeholder, Progress, Screen, StageLabel, Track, type VirtualGround } from './Virtual.styles.js';
import { VIRTUAL_TEXTS as T } from './texts.js';

/** The round's state drawn from the data: the provider gave no video. */
function StagePlaceholder({ stage, ground }: { readonly stage: VirtualStageView; readonly ground: VirtualGround }) {
  switch (stage.kind) {
    case 'waiting':
      return (
        <Placeholder $ground={ground} data-testid="virtual-placeholder" data-stage="waiting">
          <StageLabel>{T.waiting}</StageLabel>
          <small>{T.placeholder}</small>
        </Placeholder>
      );
    case 'countdown':
      return (
        <Placeholder $ground={ground} data-testid="virtual-placeholder" data-stage="countdown">
          <small>{stage.roundText}</small>
          <strong>{stage.title}</strong>
          <Countdown $tone={stage.tone} data-tone={stage.tone}>
            <StageLabel>{T.toStart}</StageLabel>
            <strong data-testid="virtual-stage-countdown" role="timer">
              {stage.countdownText}
            </strong>
          </Countdown>
          <small>{T.placeholder}</small>
        </Placeholder>
      );
    case 'playing':
      return (
        <Placeholder $ground={ground} data-testid="virtual-placeholder" data-stage="playing">
          <StageLabel>{T.playing}</StageLabel>
          <small>{stage.roundText}</small>
          <strong>{stage.home !== null && stage.away !== null ? `${stage.home} ${T.versus} ${stage.away}` : stage.title}</strong>
          <Track aria-hidden="true">
            <i />
          </Track>
          <Progress role="progressbar" aria-label={T.playing} aria-valuenow={stage.percent} aria-valuemin={0} aria-valuemax={100}>
            <span style={{ width: `${stage.percent}%` }} />
          </Progress>
        </Placeholder>
      );
    case 'result':
      return (
        <Placeholder $ground={ground} data-testid="virtual-placeholder" data-stage="result">
          <StageLabel>{T.result}</StageLabel>
          <small>
            {stage.roundText} {stage.title}
          </small>
          <strong data-testid="virtual-stage-result">{stage.text}</strong>
        </Placeholder>
      );
  }
}

/** The provider's stream when it gives one (a video file or its player page), else the placeholder. */
export function VirtualVideo({ view }: { readonly view: Pick<VirtualBoardView, 'stream' | 'stage' | 'games'> }) {
  const stream = view.stream;
  const game = view.games.find((g) => g.active)?.game;
  const ground: VirtualGround = game === 'basketball' ? 'basketball' : game === 'dog' || game === 'horse' ? 'race' : 'soccer';
  return (
    <Card aria-label={T.video} data-testid="virtual-video">
      <Screen>
        {stream?.format === 'video' && <video src={stream.url} autoPlay muted playsInline controls data-testid="virtual-stream" />}
        {stream?.format === 'frame' && (
          <iframe
            src={stream.url}
            title={T.video}
            allow="autoplay; fullscreen"
            sandbox="allow-scripts allow-same-origin"
            data-testid="virtual-stream"
          />
        )}
        {stream === null && <StagePlaceholder stage={view.stage} ground={ground} />}
      </Screen>
    </Card>
  );
}
