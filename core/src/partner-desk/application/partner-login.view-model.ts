import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { loginAsksForCaptcha, showsServerText, type LoginCaptcha } from '../../session/domain/login-captcha.js';
import { isSessionAdmin, mayUsePartnerArea } from '../../session/domain/session-state.js';
import type { SessionUser } from '../../session/domain/session-user.js';
import { SESSION_MESSAGES } from '../../session/domain/session.messages.js';
import type { SessionGateway } from '../../session/application/session-gateway.js';
import { PARTNER_DESK_MESSAGES as M } from '../domain/partner-desk.messages.js';

export interface PartnerLoginView {
  readonly sending: boolean;
  /** The Korean refusal under the form (the server's text where spec 8 shows it), or null. */
  readonly error: string | null;
  /** The anti-automation code the next try must carry, once the server asks for it. */
  readonly captcha: LoginCaptcha | null;
  /** Where the screen goes after a partner or recommender logged in. */
  readonly destination: string | null;
}

export interface PartnerLoginDeps {
  readonly gateway: Pick<SessionGateway, 'login' | 'logout' | 'captcha'>;
  /** Hands the logged-in user to the site's session (SessionViewModel.acceptLogin). */
  readonly session: { acceptLogin(user: SessionUser): void };
}

/** Where a user of the partner areas starts: partners on /partner, recommenders on their members. */
export function partnerHomeOf(user: SessionUser): string {
  if (isSessionAdmin(user)) return '/admin';
  return user.type === 'recommender' ? '/mypage/recommender/member' : '/partner';
}

/**
 * /auth/login (spec 2/6: where partner users that fail the checks are sent): id and password,
 * the server's Korean refusal shown under the form, the anti-automation code when the server asks.
 * An account that may not use the partner areas (an ordinary member, a banned partner) is logged
 * out again at once and refused in Korean; a partner or recommender joins the site's session and
 * goes to their area.
 */
export class PartnerLoginViewModel {
  private readonly store = createViewModelStore<PartnerLoginView>({ sending: false, error: null, captcha: null, destination: null });
  readonly state$: Observable<PartnerLoginView> = this.store.state$.pipe(map((s) => s));

  private readonly send = this.store.exclusive(async (userId: string, password: string, code: string) => {
    this.store.set({ sending: true, error: null });
    const shown = this.store.get().captcha;
    const result = await this.deps.gateway.login(userId, password, shown ? { id: shown.id, code } : undefined);
    if (!result.ok) {
      const error = showsServerText(result.error) ? result.error.message : SESSION_MESSAGES.unexpectedProblem;
      if (loginAsksForCaptcha(result.error)) await this.refreshCaptcha();
      return this.store.set({ sending: false, error });
    }
    const user = result.value;
    if (!mayUsePartnerArea(user)) {
      await this.deps.gateway.logout();
      return this.store.set({ sending: false, error: M.notPartner });
    }
    this.deps.session.acceptLogin(user);
    this.store.set({ sending: false, captcha: null, destination: partnerHomeOf(user) });
  });

  constructor(private readonly deps: PartnerLoginDeps) {}

  /** Both fields are required, and the code while one is shown; a second submit in flight is ignored. */
  submit(userId: string, password: string, captchaCode = ''): void {
    if (userId.trim() === '') return this.store.set({ error: M.userIdRequired });
    if (password === '') return this.store.set({ error: M.passwordRequired });
    if (this.store.get().captcha && captchaCode.trim() === '') return this.store.set({ error: M.captchaRequired });
    this.send(userId.trim(), password, captchaCode.trim());
  }

  async refreshCaptcha(): Promise<void> {
    const result = await this.deps.gateway.captcha();
    if (result.ok) this.store.set({ captcha: result.value });
  }

  dispose(): void {
    this.store.dispose();
  }
}
