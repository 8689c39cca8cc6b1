import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage } from '../../shared/domain/api-error.js';
import { PARTNER_CODE_PATTERN, PARTNER_DESK_MESSAGES as M, PARTNER_MAX_CODES } from '../domain/partner-desk.messages.js';
import type { PartnerCode, PartnerDeskGateway } from './partner-desk.gateway.js';

export interface PartnerCodesView {
  readonly loading: boolean;
  readonly codes: readonly PartnerCode[];
  readonly draft: string;
  readonly creating: boolean;
  readonly canCreate: boolean;
  readonly alert: string | null;
}

type Model = Omit<PartnerCodesView, 'canCreate'>;

/**
 * The partner's referral (join) codes: the list with the members each brought, and a new code
 * (letters and digits, 4-12, stored in capitals; at most PARTNER_MAX_CODES). A member who signs
 * up with one lands in the partner's downline (the server's sign-up sets the recommender).
 */
export class PartnerCodesViewModel {
  private readonly store = createViewModelStore<Model>({ loading: true, codes: [], draft: '', creating: false, alert: null });
  readonly state$: Observable<PartnerCodesView> = this.store.state$.pipe(
    map((m) => ({ ...m, canCreate: !m.creating && m.codes.length < PARTNER_MAX_CODES })),
  );

  private readonly load = this.store.latest(
    () => this.deps.gateway.codes(),
    (result) =>
      this.store.set(
        result.ok ? { loading: false, codes: result.value } : { loading: false, alert: failureMessage(result.error, M.loadFailed) },
      ),
  );

  private readonly send = this.store.exclusive(async (code: string) => {
    this.store.set({ creating: true });
    const result = await this.deps.gateway.createCode(code);
    if (!result.ok) return this.store.set({ creating: false, alert: failureMessage(result.error, M.loadFailed) });
    this.store.set((m) => ({
      ...m,
      creating: false,
      draft: '',
      codes: [result.value, ...m.codes],
      alert: M.codeCreated(result.value.code),
    }));
  });

  constructor(private readonly deps: { readonly gateway: Pick<PartnerDeskGateway, 'codes' | 'createCode'> }) {
    this.load();
  }

  setDraft(draft: string): void {
    this.store.set({ draft });
  }

  /** Checks the typed code as the server will, then creates it. */
  create(): void {
    const code = this.store.get().draft.trim().toUpperCase();
    if (!PARTNER_CODE_PATTERN.test(code)) return this.store.set({ alert: M.codeFormat });
    if (this.store.get().codes.length >= PARTNER_MAX_CODES) return this.store.set({ alert: M.codeLimit(PARTNER_MAX_CODES) });
    this.send(code);
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  dispose(): void {
    this.store.dispose();
  }
}
