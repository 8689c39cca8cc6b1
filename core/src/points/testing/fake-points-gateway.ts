import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { PointRecord } from '../domain/point-record.js';
import type { PointHistoryScope, PointRecordPage, PointsGateway } from '../application/points.gateway.js';

/** An in-memory point history: conversions and credits, the member's points and cash, scripted failures. */
export class FakePointsGateway implements PointsGateway {
  rows: PointRecord[] = [];
  balances = { point: 0, emoney: 0 };
  /** The next call of that name fails with this error (once). */
  failNext: Partial<Record<'page' | 'deleteOne' | 'deleteAll' | 'convert', ApiError>> = {};
  readonly calls: string[] = [];
  private nextId = 1;

  credit(point: number, memo = '출석체크'): this {
    this.rows.unshift({ id: this.nextId++, point, memo, createdAt: '2026-11-22 12:00:00', pointToCashFlg: 0 });
    this.balances.point += point;
    return this;
  }

  async page(scope: PointHistoryScope, page: number, perPage: number): Promise<Result<PointRecordPage, ApiError>> {
    this.calls.push(`page ${scope} ${page}`);
    const failure = this.take('page');
    if (failure) return fail(failure);
    const rows = this.rows.filter((r) => scope === 'all' || r.pointToCashFlg === 1);
    return ok({ total: rows.length, rows: rows.slice((page - 1) * perPage, page * perPage) });
  }

  async deleteOne(id: number): Promise<Result<void, ApiError>> {
    this.calls.push(`deleteOne ${id}`);
    const failure = this.take('deleteOne');
    if (failure) return fail(failure);
    this.rows = this.rows.filter((r) => r.id !== id);
    return ok(undefined);
  }

  async deleteAll(): Promise<Result<void, ApiError>> {
    this.calls.push('deleteAll');
    const failure = this.take('deleteAll');
    if (failure) return fail(failure);
    this.rows = this.rows.filter((r) => r.pointToCashFlg !== 1);
    return ok(undefined);
  }

  async convert(request: { readonly point: number; readonly userUpdatedAt: string }): Promise<Result<void, ApiError>> {
    this.calls.push(`convert ${request.point} ${request.userUpdatedAt}`);
    const failure = this.take('convert');
    if (failure) return fail(failure);
    this.rows.unshift({
      id: this.nextId++,
      point: -request.point,
      memo: '포인트 전환',
      createdAt: '2026-11-22 12:30:00',
      pointToCashFlg: 1,
    });
    this.balances = { point: this.balances.point - request.point, emoney: this.balances.emoney + request.point };
    return ok(undefined);
  }

  private take(name: keyof FakePointsGateway['failNext']): ApiError | undefined {
    const failure = this.failNext[name];
    delete this.failNext[name];
    return failure;
  }
}

/** A refusal with the server's text in its body, as the api client reports it. */
export const serverRefusal = (message: string, status = 409): ApiError => apiError('http', message, { status, body: { message } });
