import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { HoldemGateway } from '../application/holdem.gateway.js';
import type { HoldemGame, HoldemMember } from '../domain/holdem-launch.js';

export const FAKE_HOLDEM_MEMBER: HoldemMember = {
  userId: 'member01',
  nickname: '회원01',
  realpokerUid: null,
  realpokerUseFlag: 0,
  revolutionUid: null,
  revolutionUseFlag: 0,
  agentCode: 'partner01',
};

/** A scripted HoldemGateway: answers from fields the test sets, records every call in order. */
export class FakeHoldemGateway implements HoldemGateway {
  createAnswer: Result<number, ApiError> = ok(1);
  linkAnswer: Result<string, ApiError> = ok('https://holdem.example/lobby?u=1');
  readonly calls: string[] = [];

  async createAccount(game: HoldemGame, member: HoldemMember) {
    this.calls.push(`create:${game}:${member.userId}`);
    return this.createAnswer;
  }
  async link(game: HoldemGame, member: HoldemMember) {
    this.calls.push(`link:${game}:${member.userId}`);
    return this.linkAnswer;
  }
  refuse(field: 'createAnswer' | 'linkAnswer', message: string, status = 409): void {
    (this as Record<typeof field, unknown>)[field] = fail(apiError('http', message, { status, code: 'refused' }));
  }
}
