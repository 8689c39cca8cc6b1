import { useRef } from 'react';
import type { RouletteKind, RouletteStoredResult, RouletteView } from '@bet/core/roulette';

/**
 * What the wheel of one dialog does: 'spinning' from the press until core stores the result
 * (the server answer plus 2 s), 'landed' from then on (0.5 s turn to the won segment), 'idle'
 * before any spin of this wheel.
 */
export type RoulettePhase = 'idle' | 'spinning' | 'landed';

/**
 * The phase from the view and the result that was stored when this spin began (core keeps the
 * previous spin's result until the new one is stored, so identity tells them apart).
 */
export function roulettePhase(view: RouletteView, kind: RouletteKind, resultAtSpinStart: RouletteStoredResult | null): RoulettePhase {
  const result = view.lastResult;
  if (view.spinning === kind) return result !== null && result !== resultAtSpinStart && result.kind === kind ? 'landed' : 'spinning';
  return result !== null && result.kind === kind && view.target?.kind === kind ? 'landed' : 'idle';
}

/** `roulettePhase` with the start-of-spin result remembered across renders. */
export function useRoulettePhase(view: RouletteView, kind: RouletteKind): RoulettePhase {
  const atStart = useRef<{ readonly result: RouletteStoredResult | null } | null>(null);
  if (view.spinning === kind) atStart.current ??= { result: view.lastResult };
  else atStart.current = null;
  return roulettePhase(view, kind, atStart.current?.result ?? null);
}

/** Full turns the wheel makes before it stops on the won segment. */
export const LANDING_TURNS = 5;

/**
 * Rotation (degrees, clockwise) that puts segment `index` of `count` under the pointer at the
 * top; -1 (an outcome not on the wheel, e.g. a miss) stops on the line between two segments.
 */
export function rouletteStopAngle(index: number, count: number): number {
  const turns = 360 * LANDING_TURNS;
  if (index < 0 || count <= 0) return turns;
  const segment = 360 / count;
  return turns - (index * segment + segment / 2);
}
