import type { StreamingScreenView } from '@bet/core/streaming';
import { useShellMode } from '../design-system/viewport-context.js';
import { LiveBadge, Scoreboard, Screen, Teams } from './Streaming.styles.js';
import { STREAMING_TEXTS as T } from './texts.js';

/** The match's live state drawn from the data: the feed gives no video (or the match ended). */
function MatchScoreboard({ match }: { readonly match: StreamingScreenView }) {
  return (
    <Scoreboard data-testid="streaming-scoreboard" data-ended={match.ended}>
      <small>
        {match.sportNameKorean} · {match.leagueNameKorean}
      </small>
      <LiveBadge $ended={match.ended} data-testid="streaming-phase">
        {match.ended ? T.ended : `${T.live} ${match.phaseLabel}`}
      </LiveBadge>
      <Teams>
        <span>{match.homeName}</span>
        <strong data-testid="streaming-score" aria-live="polite">
          {match.scoreText || T.versus}
        </strong>
        <span>{match.awayName}</span>
      </Teams>
      {!match.ended && <small>{T.noStream}</small>}
    </Scoreboard>
  );
}

/** The video area: the chosen match's stream when the feed gives one, else its live scoreboard; before a choice, a hint. */
export function StreamingVideo({ match }: { readonly match: StreamingScreenView | null }) {
  const mobile = useShellMode() === 'mobile';
  const stream = match && !match.ended ? match.stream : null;
  return (
    <Screen aria-label={T.video} data-testid="streaming-video">
      {stream?.format === 'video' && (
        <video key={stream.url} src={stream.url} autoPlay muted playsInline controls data-testid="streaming-stream" />
      )}
      {stream?.format === 'frame' && (
        <iframe
          key={stream.url}
          src={stream.url}
          title={T.video}
          allow="autoplay; fullscreen"
          sandbox="allow-scripts allow-same-origin"
          data-testid="streaming-stream"
        />
      )}
      {match && stream === null && <MatchScoreboard match={match} />}
      {match === null && (
        <Scoreboard data-testid="streaming-choose">
          <strong>{T.choose}</strong>
          <small>{mobile ? T.chooseHintMobile : T.chooseHint}</small>
        </Scoreboard>
      )}
    </Screen>
  );
}
