import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { CasinoCategory } from '../domain/casino-lobby.js';
import type { CasinoTransferPayload } from '../domain/casino-transfer.js';
import type { CasinoGateway, CasinoLobbyData, GameWindow, GameWindowPort } from '../application/casino.gateway.js';

export const FAKE_CASINO_LOBBY: CasinoLobbyData = {
  providers: [
    { code: 'dragon', name: '드래곤 라이브' },
    { code: 'lucky', name: '럭키 스튜디오' },
  ],
  games: [
    { id: 'dragon-baccarat', provider: 'dragon', name: '드래곤 바카라', category: 'casino', thumbnail: '/t/b.svg' },
    { id: 'lucky-gold-rush', provider: 'lucky', name: '골드 러시', category: 'slot', thumbnail: '/t/g.svg' },
    { id: 'lucky-lucky-seven', provider: 'lucky', name: '럭키 세븐', category: 'slot', thumbnail: '/t/s.svg' },
  ],
};

/** A scripted CasinoGateway: answers from fields the test sets, records every call. */
export class FakeCasinoGateway implements CasinoGateway {
  lobbyAnswer: Result<CasinoLobbyData, ApiError> = ok(FAKE_CASINO_LOBBY);
  launchAnswer: Result<string, ApiError> = ok('/api/casino-sim/play?token=t');
  transferAnswer: Result<void, ApiError> = ok(undefined);
  readonly calls: { readonly call: string; readonly args: unknown }[] = [];

  async lobby(category: CasinoCategory) {
    this.calls.push({ call: 'lobby', args: category });
    return this.lobbyAnswer;
  }
  async launch(memberId: number, gameId: string) {
    this.calls.push({ call: 'launch', args: { memberId, gameId } });
    return this.launchAnswer;
  }
  async transfer(payload: CasinoTransferPayload) {
    this.calls.push({ call: 'transfer', args: payload });
    return this.transferAnswer;
  }
  refuse(field: 'lobbyAnswer' | 'launchAnswer' | 'transferAnswer', message: string, status = 409): void {
    (this as Record<typeof field, unknown>)[field] = fail(apiError('http', message, { status, code: 'refused' }));
  }
}

/** Windows the test can inspect: what each one was shown, whether it was closed. */
export class FakeGameWindows implements GameWindowPort {
  blocked = false;
  readonly opened: { url: string | null; closed: boolean }[] = [];
  open(): GameWindow | null {
    if (this.blocked) return null;
    const w = { url: null as string | null, closed: false };
    this.opened.push(w);
    return {
      show: (url) => {
        w.url = url;
      },
      close: () => {
        w.closed = true;
      },
    };
  }
}
