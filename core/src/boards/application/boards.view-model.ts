import type { Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { castDraft, produce, type Draft } from 'immer';
import { failureMessage, type ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import {
  NOTICE_WIDGET_SIZE,
  canWriteNotice,
  noticeWidgetItems,
  selectBoardPost,
  type BoardPost,
  type NoticeWidgetItem,
} from '../domain/board-post.js';
import type { SiteBanner } from '../domain/site-banner.js';
import { firstEvent, groupEventsByCategory, type EventCategoryGroup, type EventCategoryId } from '../domain/event-categories.js';
import type { BoardsGateway } from './boards.gateway.js';

export type BoardsTab = 'notice' | 'rule' | 'event';

export interface BoardsView {
  readonly tab: BoardsTab;
  readonly notices: readonly BoardPost[];
  readonly rules: readonly BoardPost[];
  readonly eventGroups: readonly EventCategoryGroup[];
  /** Expanded event categories (collapsible); the first event's category opens with the screen. */
  readonly expandedCategories: readonly EventCategoryId[];
  /** The post shown on the right (inline on mobile) for the current tab. */
  readonly selected: BoardPost | null;
  readonly widget: readonly NoticeWidgetItem[];
  /** The top page's banners (GET /banners); none until loaded or when the call fails. */
  readonly banners: readonly SiteBanner[];
  readonly canWriteNotice: boolean;
  readonly loading: boolean;
  readonly alert: string | null;
}

export interface BoardsViewModelDeps {
  readonly gateway: BoardsGateway;
  /** The member's role (level), null for a visitor. */
  readonly currentRole: () => number | null;
  /** The role as it changes: a login on the top page shows the edit icon without a reload. */
  readonly role$?: Observable<number | null>;
}

const initialView: BoardsView = {
  tab: 'notice',
  notices: [],
  rules: [],
  eventGroups: groupEventsByCategory([]),
  expandedCategories: [],
  selected: null,
  widget: [],
  banners: [],
  canWriteNotice: false,
  loading: false,
  alert: null,
};

/** Notice, rules and events dialogs with shortcuts between them, plus the top-page notice widget. */
export class BoardsViewModel {
  private readonly store = createViewModelStore<BoardsView>(initialView);
  readonly state$: Observable<BoardsView> = this.store.state$;
  /** Jumping between tabs drops the answer of the tab left behind. */
  private readonly loadTab = this.store.latest(
    (tab: BoardsTab) => this.fetchTab(tab),
    (apply) => apply(),
  );

  constructor(private readonly deps: BoardsViewModelDeps) {
    if (deps.role$) {
      this.store.own(
        deps.role$.subscribe((role) =>
          this.update((d) => {
            d.canWriteNotice = canWriteNotice(role);
          }),
        ),
      );
    }
  }

  /** Opens a board (or follows a shortcut to another) and loads it; the first post is selected. */
  showTab(tab: BoardsTab): void {
    this.update((d) => {
      d.tab = tab;
      d.selected = null;
      d.loading = true;
    });
    this.loadTab(tab);
  }

  select(id: number): void {
    const posts = this.postsOf(this.store.get());
    this.update((d) => {
      d.selected = castDraft(selectBoardPost(posts, id));
    });
  }

  toggleCategory(category: EventCategoryId): void {
    this.update((d) => {
      d.expandedCategories = d.expandedCategories.includes(category)
        ? d.expandedCategories.filter((c) => c !== category)
        : [...d.expandedCategories, category];
    });
  }

  /** Loads the top-page widget: latest notices; the edit icon only for role 1. */
  async loadNoticeWidget(): Promise<void> {
    const r = await this.deps.gateway.latestNotices(NOTICE_WIDGET_SIZE);
    this.update((d) => {
      d.canWriteNotice = canWriteNotice(this.deps.currentRole());
      if (r.ok) d.widget = castDraft(noticeWidgetItems(r.value));
    });
  }

  /** Loads the top page's banners; a failure leaves the strip out (the page stays usable). */
  async loadBanners(): Promise<void> {
    const r = await this.deps.gateway.banners();
    if (r.ok)
      this.update((d) => {
        d.banners = castDraft(r.value);
      });
  }

  dismissAlert(): void {
    this.update((d) => {
      d.alert = null;
    });
  }
  dispose(): void {
    this.store.dispose();
  }

  private postsOf(v: BoardsView): readonly BoardPost[] {
    if (v.tab === 'notice') return v.notices;
    if (v.tab === 'rule') return v.rules;
    return v.eventGroups.flatMap((g) => g.events);
  }

  private async fetchTab(tab: BoardsTab): Promise<() => void> {
    const g = this.deps.gateway;
    const r: Result<readonly BoardPost[], ApiError> = await (tab === 'notice' ? g.notices() : tab === 'rule' ? g.rules() : g.events());
    return () =>
      this.update((d) => {
        d.loading = false;
        if (!r.ok) {
          d.alert = failureMessage(r.error);
          return;
        }
        if (tab === 'notice') d.notices = castDraft(r.value);
        if (tab === 'rule') d.rules = castDraft(r.value);
        if (tab === 'event') {
          const groups = groupEventsByCategory(r.value);
          const first = firstEvent(groups);
          d.eventGroups = castDraft(groups);
          d.selected = castDraft(first);
          d.expandedCategories = groups.filter((grp) => first !== null && grp.events.includes(first)).map((grp) => grp.category);
          return;
        }
        d.selected = castDraft(selectBoardPost(r.value, null));
      });
  }

  private update(recipe: (draft: Draft<BoardsView>) => void): void {
    this.store.set((view) => produce(view, recipe));
  }
}
