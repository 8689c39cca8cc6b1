import { useMemo } from 'react';
import { map } from 'rxjs';
import { styled } from 'styled-components';
import { formatKstClock, type Clock } from '@bet/core/shared';
import { useObservable } from '../design-system/use-view-model.js';
import { SHELL_TEXTS } from './texts.js';

const ClockBox = styled.time`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  & b {
    color: ${({ theme }) => theme.colors.text};
    margin-left: 6px;
  }
`;

/** The clock as text: "GMT+9 HH:mm:ss". */
export function ClockText({ text }: { readonly text: string }) {
  return (
    <ClockBox aria-label={`${SHELL_TEXTS.clockZone} ${text}`}>
      {SHELL_TEXTS.clockZone}
      <b>{text}</b>
    </ClockBox>
  );
}

/** Spec 2/9: the Korea-time clock, re-read from the Clock port every second. */
export function HeaderClock({ clock }: { readonly clock: Clock }) {
  const ticks$ = useMemo(() => clock.every(1_000).pipe(map(() => formatKstClock(clock.now()))), [clock]);
  const text = useObservable(ticks$, formatKstClock(clock.now()));
  return <ClockText text={text} />;
}
