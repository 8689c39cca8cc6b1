import type { ApiClient } from '../../api/api-client.js';
import { apiError, DEFAULT_PROBLEM_MESSAGE, type ApiError } from '../../shared/domain/api-error.js';
import { ok, fail, type Result } from '../../shared/domain/result.js';
import type { PointsGateway } from './points.gateway.js';

type PointsApiMember = { readonly id: number; readonly userId: string };

/**
 * The PointsGateway over core's typed API client. `member` reads the session's member at call
 * time (numeric id as memberId, login id in the delete-all path); with nobody logged in nothing
 * is sent and the answer is a 401 'notLoggedIn'. Count and page are asked together.
 */
export function createApiPointsGateway(api: Pick<ApiClient, 'points' | 'money'>, member: () => PointsApiMember | null): PointsGateway {
  const asMember = async <T>(send: (m: PointsApiMember) => Promise<Result<T, ApiError>>): Promise<Result<T, ApiError>> => {
    const m = member();
    return m ? send(m) : fail(apiError('http', DEFAULT_PROBLEM_MESSAGE, { status: 401, code: 'notLoggedIn' }));
  };
  const done = <T>(r: Result<T, ApiError>): Result<void, ApiError> => (r.ok ? ok(undefined) : r);
  return {
    page: (scope, page, perpage) =>
      asMember(async (m) => {
        const [count, list] = await Promise.all([api.points.count(m.id, scope), api.points.list({ memberId: m.id, page, perpage }, scope)]);
        if (!count.ok) return count;
        if (!list.ok) return list;
        return ok({
          total: count.value.count,
          rows: list.value.map((r) => ({
            id: r.id,
            point: r.point,
            memo: r.pointMemo,
            createdAt: r.createdAt,
            pointToCashFlg: r.pointToCashFlg,
          })),
        });
      }),
    deleteOne: async (id) => done(await api.points.deleteOne(id)),
    deleteAll: () => asMember(async (m) => done(await api.points.deleteAll(m.userId))),
    convert: (request) =>
      asMember(async (m) =>
        done(await api.money.pointToCash({ memberId: m.id, point: request.point, userUpdatedAt: request.userUpdatedAt })),
      ),
  };
}
