import type { BoardPost } from './board-post.js';
import { BOARDS_MESSAGES } from './boards.messages.js';

/** Event categories in display order (spec 2): new members first, friend referral last. */
export const EVENT_CATEGORY_ORDER = [1, 5, 2, 3, 4, 6, 7, 8, 10, 9] as const;
export type EventCategoryId = (typeof EVENT_CATEGORY_ORDER)[number];

export interface EventCategoryGroup {
  readonly category: EventCategoryId;
  readonly label: string;
  /** Label with the count, e.g. '카지노 (2)'. */
  readonly title: string;
  readonly count: number;
  readonly events: readonly BoardPost[];
}

/** Groups events by category in display order; every category is listed, empty ones with 0. */
export function groupEventsByCategory(events: readonly BoardPost[]): readonly EventCategoryGroup[] {
  return EVENT_CATEGORY_ORDER.map((category) => {
    // Categories arrive as text ('1' to '10'); events of unknown categories are not listed.
    const inCategory = events.filter((e) => Number(e.category) === category);
    const label = BOARDS_MESSAGES.eventCategory[category];
    return {
      category,
      label,
      title: BOARDS_MESSAGES.eventCategoryWithCount(label, inCategory.length),
      count: inCategory.length,
      events: inCategory,
    };
  });
}

/** The first event in display order: selected when the events screen opens. */
export function firstEvent(groups: readonly EventCategoryGroup[]): BoardPost | null {
  for (const g of groups) if (g.events[0]) return g.events[0];
  return null;
}
