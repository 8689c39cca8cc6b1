import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { SiteBanner, SiteBannerDraft } from '../../boards/domain/site-banner.js';
import type { BannerDeskGateway } from '../application/banner-desk.gateway.js';

/** The banner calls in memory, in order, like the server's (moves swap neighbours; edges refuse). */
export class FakeBannerDeskGateway implements BannerDeskGateway {
  banners_: SiteBanner[] = [];
  readonly calls: string[] = [];
  /** The next call fails with this error (once). */
  failNext: ApiError | null = null;
  private nextId = 1;

  async banners() {
    this.calls.push('banners');
    return this.answer(() => [...this.banners_]);
  }

  async saveBanner(draft: SiteBannerDraft, id: number | null) {
    this.calls.push(id === null ? `write ${draft.title}` : `edit ${id} ${draft.title}`);
    return this.answer(() => {
      if (id === null) this.banners_.push({ id: this.nextId++, ...draft });
      else this.banners_ = this.banners_.map((b) => (b.id === id ? { id, ...draft } : b));
    });
  }

  async deleteBanner(id: number) {
    this.calls.push(`delete ${id}`);
    return this.answer(() => void (this.banners_ = this.banners_.filter((b) => b.id !== id)));
  }

  async moveBanner(id: number, direction: 'up' | 'down') {
    this.calls.push(`move ${id} ${direction}`);
    const at = this.banners_.findIndex((b) => b.id === id);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= this.banners_.length) return fail(apiError('http', '더 이상 이동할 수 없습니다.', { status: 409 }));
    return this.answer(() => {
      const list = [...this.banners_];
      [list[at], list[to]] = [list[to]!, list[at]!];
      this.banners_ = list;
    });
  }

  private answer<T>(value: () => T): Result<T, ApiError> {
    const error = this.failNext;
    this.failNext = null;
    return error ? fail(error) : ok(value());
  }
}
