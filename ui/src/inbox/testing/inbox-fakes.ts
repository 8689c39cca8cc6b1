import { ok, type ApiError, type Result } from '@bet/core/shared';
import type { InboxGateway, InboxMessage } from '@bet/core/inbox';

export const memo = (id: number, confirmStatus: 0 | 1, contents = `<p>본문 ${id}</p>`): InboxMessage => ({
  id,
  createdAt: `2026-11-22 10:${String(id).padStart(2, '0')}:00`,
  title: `쪽지 ${id}`,
  contents,
  confirmStatus,
});

/** An in-memory memo box: reads, marks and deletes act on `messages`; every call is recorded. */
export class FakeInboxGateway implements InboxGateway {
  readonly calls: string[] = [];
  constructor(public messages: InboxMessage[] = []) {}
  count = async (): Promise<Result<number, ApiError>> => ok(this.messages.length);
  list = async (page: number, perPage: number): Promise<Result<readonly InboxMessage[], ApiError>> =>
    ok(this.messages.slice((page - 1) * perPage, page * perPage));
  unreadCount = async (): Promise<Result<number, ApiError>> => ok(this.messages.filter((m) => m.confirmStatus === 0).length);
  markRead = async (id: number): Promise<Result<void, ApiError>> => {
    this.calls.push(`read ${id}`);
    this.messages = this.messages.map((m) => (m.id === id ? { ...m, confirmStatus: 1 as const } : m));
    return ok(undefined);
  };
  markAllRead = async (): Promise<Result<void, ApiError>> => {
    this.calls.push('readAll');
    this.messages = this.messages.map((m) => ({ ...m, confirmStatus: 1 as const }));
    return ok(undefined);
  };
  deleteOne = async (id: number): Promise<Result<void, ApiError>> => {
    this.calls.push(`delete ${id}`);
    this.messages = this.messages.filter((m) => m.id !== id);
    return ok(undefined);
  };
  deleteMany = async (ids: readonly number[]): Promise<Result<void, ApiError>> => {
    this.calls.push(`deleteMany ${ids.join(',')}`);
    this.messages = this.messages.filter((m) => !ids.includes(m.id));
    return ok(undefined);
  };
  deleteAllRead = async (): Promise<Result<void, ApiError>> => {
    this.calls.push('deleteAllRead');
    this.messages = this.messages.filter((m) => m.confirmStatus === 0);
    return ok(undefined);
  };
}
