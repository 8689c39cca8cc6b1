import type { StreamingChannelView } from '@bet/core/streaming';
import { ChannelButton, ChannelList } from './Streaming.styles.js';
import { STREAMING_TEXTS as T } from './texts.js';

export interface StreamingChannelsProps {
  readonly channels: readonly StreamingChannelView[];
  readonly onSelect: (fixtureId: number) => void;
}

/** The live matches, one button each: teams, score, phase, sport and league, and whether it has video. */
export function StreamingChannels({ channels, onSelect }: StreamingChannelsProps) {
  return (
    <ChannelList>
      {channels.map((c) => (
        <li key={c.id}>
          <ChannelButton
            type="button"
            $selected={c.selected}
            aria-pressed={c.selected}
            data-testid="streaming-channel"
            data-fixture-id={c.id}
            onClick={() => onSelect(c.id)}
          >
            <b>
              {c.homeName} {T.versus} {c.awayName}
            </b>
            <strong data-testid="streaming-channel-score">{c.scoreText}</strong>
            <small>
              {c.sportNameKorean} · {c.leagueNameKorean} · {c.phaseLabel}
            </small>
            <em>{c.selected ? T.watching : c.hasStream ? T.withVideo : T.scoreOnly}</em>
          </ChannelButton>
        </li>
      ))}
    </ChannelList>
  );
}
