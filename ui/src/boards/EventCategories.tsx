import type { BoardsView, EventCategoryId } from '@bet/core/boards';
import { CategoryHead, PostList } from './boards.styles.js';
import { PostTitles } from './PostTitles.js';
import { BOARDS_TEXTS as T } from './texts.js';

/** Spec 2 events: every category with its count, collapsible; the first event's category opens first. */
export function EventCategories({
  view,
  inline,
  onSelect,
  onToggle,
}: {
  readonly view: BoardsView;
  readonly inline: boolean;
  readonly onSelect: (id: number) => void;
  readonly onToggle: (category: EventCategoryId) => void;
}) {
  const selectedId = view.selected?.id ?? null;
  return (
    <PostList aria-label={T.categories}>
      {view.eventGroups.map((group) => {
        const open = view.expandedCategories.includes(group.category);
        return (
          <li key={group.category}>
            <CategoryHead type="button" aria-expanded={open} onClick={() => onToggle(group.category)}>
              <span>{group.title}</span>
              <span aria-hidden>{open ? '−' : '+'}</span>
            </CategoryHead>
            {open && group.count > 0 ? (
              <PostTitles posts={group.events} selectedId={selectedId} inline={inline} onSelect={onSelect} label={group.label} />
            ) : null}
          </li>
        );
      })}
    </PostList>
  );
}
