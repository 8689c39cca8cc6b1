import { ROULETTE_OUTCOMES, ROULETTE_RESULT_ANIMATION_MS, ROULETTE_SPIN_ANIMATION_MS, type RouletteKind } from '@bet/core/roulette';
import { rouletteStopAngle, type RoulettePhase } from './roulette-phase.js';
import { Pointer, SegmentLabel, WheelDisc, WheelFrame } from './RouletteWheel.styles.js';
import { ROULETTE_TEXTS as T } from './texts.js';

export interface RouletteWheelProps {
  readonly kind: RouletteKind;
  readonly phase: RoulettePhase;
  /** Index of the won segment in ROULETTE_OUTCOMES[kind], -1 when not on the wheel. */
  readonly segmentIndex: number;
}

/** The wheel of spec 9's segments, turned by CSS only: a spin per 0.5 s (VIP 0.4 s), then a 0.5 s landing. */
export function RouletteWheel({ kind, phase, segmentIndex }: RouletteWheelProps) {
  const segments = ROULETTE_OUTCOMES[kind];
  const step = 360 / segments.length;
  const spinMs = ROULETTE_SPIN_ANIMATION_MS[kind];
  return (
    <WheelFrame role="img" aria-label={T.wheel(kind)}>
      <Pointer />
      <WheelDisc
        data-testid="roulette-wheel"
        data-phase={phase}
        data-spin-ms={spinMs}
        $phase={phase}
        $count={segments.length}
        $spinMs={spinMs}
        $landMs={ROULETTE_RESULT_ANIMATION_MS}
        $stopAngle={rouletteStopAngle(segmentIndex, segments.length)}
      >
        {segments.map((outcome, i) => (
          <SegmentLabel key={i} $angle={i * step + step / 2}>
            {T.segment(outcome)}
          </SegmentLabel>
        ))}
      </WheelDisc>
    </WheelFrame>
  );
}
