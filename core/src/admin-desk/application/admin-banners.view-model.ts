import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage } from '../../shared/domain/api-error.js';
import {
  BANNER_LINK_PATHS,
  normalisedBannerDraft,
  siteBannerDraftError,
  type BannerLinkPath,
  type BannerTone,
  type SiteBanner,
} from '../../boards/domain/site-banner.js';
import { ADMIN_DESK_MESSAGES as M } from '../domain/admin-desk.messages.js';
import type { BannerDeskGateway } from './banner-desk.gateway.js';
import { deskActions, deskMessagesView, NO_DESK_MESSAGES, type DeskConfirm, type DeskMessagesModel } from './desk-actions.js';

/** The banner being written (id null) or edited, as typed; `imageUrl` '' is a text banner. */
export interface BannerEditor {
  readonly id: number | null;
  readonly title: string;
  readonly caption: string;
  readonly imageUrl: string;
  readonly link: BannerLinkPath;
  readonly tone: BannerTone;
  readonly error: string | null;
}

interface Model extends DeskMessagesModel {
  readonly loading: boolean;
  readonly banners: readonly SiteBanner[];
  readonly editor: BannerEditor;
}

export interface AdminBannersView {
  readonly loading: boolean;
  readonly banners: readonly SiteBanner[];
  readonly editor: BannerEditor;
  readonly alert: string | null;
  readonly confirm: DeskConfirm | null;
}

type EditableField = 'title' | 'caption' | 'imageUrl' | 'link' | 'tone';

const NEW_BANNER: BannerEditor = {
  id: null,
  title: '',
  caption: '',
  imageUrl: '',
  link: BANNER_LINK_PATHS[0],
  tone: 'gold',
  error: null,
};

const toView = ({ pending, alert, ...rest }: Model): AdminBannersView => ({ ...rest, ...deskMessagesView({ pending, alert }) });

/**
 * /admin/boards' banner panel: the top page's banners in order, written, edited, deleted and
 * moved one place up or down. Every change reloads the list from the server (the order is the
 * server's), and its result or refusal is the alert.
 */
export class AdminBannersViewModel {
  private readonly store = createViewModelStore<Model>({ ...NO_DESK_MESSAGES, loading: true, banners: [], editor: NEW_BANNER });
  readonly state$: Observable<AdminBannersView> = this.store.state$.pipe(map(toView));
  private readonly actions = deskActions(this.store);
  private readonly load = this.store.latest(
    () => this.deps.gateway.banners(),
    (result) =>
      this.store.set(
        result.ok
          ? { loading: false, banners: result.value }
          : { loading: false, banners: [], alert: failureMessage(result.error, M.loadFailed) },
      ),
  );

  readonly save = this.store.exclusive(async () => {
    const { editor } = this.store.get();
    const draft = normalisedBannerDraft(editor);
    const error = siteBannerDraftError(draft);
    if (error) return this.store.set({ editor: { ...editor, error } });
    if (await this.actions.send(this.deps.gateway.saveBanner(draft, editor.id), editor.id === null ? M.written : M.updated)) {
      this.store.set({ editor: NEW_BANNER });
      this.load();
    }
  });

  private readonly run = this.store.exclusive(async (answer: () => ReturnType<BannerDeskGateway['deleteBanner']>, success: string) => {
    if (await this.actions.send(answer(), success)) this.load();
  });

  readonly accept = this.actions.accept;
  readonly cancel = this.actions.cancel;
  readonly dismissAlert = this.actions.dismissAlert;

  constructor(private readonly deps: { readonly gateway: BannerDeskGateway }) {
    this.load();
  }

  setField<F extends EditableField>(field: F, value: BannerEditor[F]): void {
    this.store.set((s) => ({ ...s, editor: { ...s.editor, [field]: value, error: null } }));
  }

  edit(id: number): void {
    const b = this.store.get().banners.find((x) => x.id === id);
    if (b)
      this.store.set({
        editor: { id, title: b.title, caption: b.caption, imageUrl: b.imageUrl ?? '', link: b.link, tone: b.tone, error: null },
      });
  }

  newBanner(): void {
    this.store.set({ editor: NEW_BANNER });
  }

  remove(id: number): void {
    this.actions.ask(M.confirmDelete, () => this.run(() => this.deps.gateway.deleteBanner(id), M.deleted));
  }

  move(id: number, direction: 'up' | 'down'): void {
    this.run(() => this.deps.gateway.moveBanner(id, direction), M.updated);
  }

  dispose(): void {
    this.store.dispose();
  }
}
