import { ContainerModule } from 'inversify';
import { ApiClient } from '@bet/core/api';
import { Clock, KeyValueStore, SsePort } from '@bet/core/shared';
import { createApiSessionGateway, SessionGateway, SessionViewModel } from '@bet/core/session';
import { createApiSignUpGateway, SignUpGateway, SignUpViewModel } from '@bet/core/sign-up';
import { SessionStreams, MemberLiveUpdates } from '@bet/core/feature-links';
import { PasswordChangeViewModel, createApiPasswordChangeGateway, DEFAULT_PASSWORD_CHANGE_VARIANT } from '@bet/core/password-change';
import { currentHost, currentLocation, viewportWidth } from '../browser.js';
import { SITE_CONFIG } from '../site-config.js';
import { bindToken, resolveToken } from './typed-tokens.js';

/** Login, logout, polling and the route guard; the API's session codes feed `handleStatus`. */
export const sessionModule = new ContainerModule(({ bind }) => {
  bindToken(bind, SessionGateway)
    .toDynamicValue((ctx) => createApiSessionGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(SessionViewModel)
    .toDynamicValue((ctx) => {
      const api = resolveToken(ctx, ApiClient);
      const vm = new SessionViewModel({
        gateway: resolveToken(ctx, SessionGateway),
        clock: resolveToken(ctx, Clock),
        store: resolveToken(ctx, KeyValueStore),
        viewportWidth,
        host: currentHost(),
        initialLocation: currentLocation(),
        routePolicy: { maintenanceExemptHosts: SITE_CONFIG.maintenanceExemptHosts },
      });
      // Every API call reports 555/556/406/500/600 here, whichever feature made it.
      api.sessionSignals$.subscribe((status) => vm.handleStatus(status));
      return vm;
    })
    .inSingletonScope();
  bind(SessionStreams)
    .toDynamicValue((ctx) => new SessionStreams(ctx.get(SessionViewModel)))
    .inSingletonScope();
  // The member's 'bet' and 'general' live sources: settlements and the operator's money moves
  // reload the member (and the open bet history) at once instead of at the next 5 s poll.
  bind(MemberLiveUpdates)
    .toDynamicValue((ctx) => {
      const session = ctx.get(SessionViewModel);
      return new MemberLiveUpdates({
        sse: resolveToken(ctx, SsePort),
        clock: resolveToken(ctx, Clock),
        session,
        refreshMember: () => session.refreshMember(),
      });
    })
    .inSingletonScope();
  // One per opening of the my-info dialog (disposed with it). The logout and reload follow the
  // success alert's OK in the dialog, so the member reads the message first; meanwhile the
  // session, which the server has ended, stops polling and raises no 'logged out' alert.
  bind(PasswordChangeViewModel)
    .toDynamicValue(
      (ctx) =>
        new PasswordChangeViewModel({
          gateway: createApiPasswordChangeGateway(resolveToken(ctx, ApiClient)),
          member: () => ctx.get(SessionStreams).member(),
          onChanged: () => ctx.get(SessionViewModel).expectServerLogout(),
          variant: DEFAULT_PASSWORD_CHANGE_VARIANT,
          policy: () => ctx.get(SessionStreams).signUpPolicy(),
        }),
    )
    .inTransientScope();
});

/** The join flow: referral code, form with availability checks, confirmation. */
export const signUpModule = new ContainerModule(({ bind }) => {
  bindToken(bind, SignUpGateway)
    .toDynamicValue((ctx) => createApiSignUpGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(SignUpViewModel)
    .toDynamicValue(
      (ctx) =>
        new SignUpViewModel({
          gateway: resolveToken(ctx, SignUpGateway),
          clock: resolveToken(ctx, Clock),
          // The id, password and nickname readings come with the sign-up settings (core's signUpPolicyOf);
          // the 자동방지코드 picture comes from the server (GET /auth/captcha).
        }),
    )
    .inSingletonScope();
});
