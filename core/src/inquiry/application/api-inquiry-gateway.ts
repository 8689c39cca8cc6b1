import type { ApiClient } from '../../api/api-client.js';
import { apiError, DEFAULT_PROBLEM_MESSAGE, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { InquiryGateway, NonMemberInquiryGateway } from './inquiry.gateway.js';

type InquiryMember = { readonly id: number; readonly userId: string };

/**
 * The InquiryGateway over core's typed API client. The gateway's calls name no member, the
 * api's do: `member` reads the session's member at call time (numeric `id` as `memberId` of a
 * new inquiry, login `userId` in the list and delete-all paths). With nobody logged in nothing
 * is sent and the answer is the server's own 401 (code 'notLoggedIn'). Rows pass through as
 * decoded (same field names; `customerAnswer` is always an array).
 */
export function createApiInquiryGateway(api: Pick<ApiClient, 'support'>, member: () => InquiryMember | null): InquiryGateway {
  const { support } = api;
  const asMember = async <T>(send: (m: InquiryMember) => Promise<Result<T, ApiError>>): Promise<Result<T, ApiError>> => {
    const m = member();
    return m ? send(m) : fail(apiError('http', DEFAULT_PROBLEM_MESSAGE, { status: 401, code: 'notLoggedIn' }));
  };
  return {
    list: (background = false) => asMember((m) => support.list(m.userId, { background })),
    create: (inquiry) =>
      asMember((m) =>
        support.create({ memberId: m.id, title: inquiry.title, questionContents: inquiry.questionContents, template: inquiry.template }),
      ),
    deleteOne: (id) => support.deleteOne(id),
    deleteAll: () => asMember((m) => support.deleteAll(m.userId)),
  };
}

/** The visitor's inquiry: POST /supportNonMember { name, phoneNumber, question }, no session needed. */
export function createApiNonMemberInquiryGateway(api: Pick<ApiClient, 'support'>): NonMemberInquiryGateway {
  return {
    async send(inquiry) {
      const r = await api.support.sendNonMemberInquiry({
        name: inquiry.name,
        phoneNumber: inquiry.phoneNumber,
        question: inquiry.question,
      });
      return r.ok ? ok(undefined) : r;
    },
  };
}
