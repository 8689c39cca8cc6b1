import type { ApiClient } from '../../api/api-client.js';
import type { PasswordChangeGateway } from './password-change.view-model.js';

/** The password-change gateway over the typed client: PUT with the current password, else POST. */
export function createApiPasswordChangeGateway(api: Pick<ApiClient, 'member'>): PasswordChangeGateway {
  return {
    changePassword: (request) =>
      request.variant === 'withCurrent'
        ? api.member.changePassword(request.memberId, request.body)
        : api.member.resetPassword(request.body),
  };
}
