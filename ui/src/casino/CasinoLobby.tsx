import type { ReactNode } from 'react';
import type { CasinoLobbyView, CasinoProviderTab } from '@bet/core/casino';
import { Button } from '../design-system/Button.js';
import { Input } from '../design-system/form.styles.js';
import { LobbyHeader, LobbyPage, SearchRow, StatusLine, Tab, Tabs, Tile, TileBody, TileGrid } from './CasinoLobby.styles.js';
import { CasinoWalletPanel, type CasinoWalletActions } from './CasinoWalletPanel.js';
import { CASINO_TEXTS as T } from './texts.js';

export interface CasinoLobbyActions extends CasinoWalletActions {
  selectProvider(provider: CasinoProviderTab): void;
  setSearch(text: string): void;
  launch(gameId: string): void;
}

export interface CasinoLobbyProps {
  readonly view: CasinoLobbyView;
  readonly actions: CasinoLobbyActions;
  /** Drawn under the lobby's title (the jackpot counter). */
  readonly jackpot?: ReactNode;
}

/** /casino and /slot: the wallet, provider tabs, a search and the game tiles (a tile opens its game in a new window). */
export function CasinoLobby({ view, actions, jackpot }: CasinoLobbyProps) {
  const providerName = new Map(view.tabs.map((t) => [t.code, t.name ?? T.allProviders]));
  return (
    <LobbyPage aria-label={T.title[view.category]} data-testid={`casino-lobby-${view.category}`}>
      <LobbyHeader>
        <h2>{T.title[view.category]}</h2>
        <p>{T.lead[view.category]}</p>
      </LobbyHeader>
      {jackpot}
      <CasinoWalletPanel view={view} actions={actions} />
      <Tabs role="tablist" aria-label={T.providerTabs}>
        {view.tabs.map((tab) => (
          <Tab
            key={tab.code}
            type="button"
            role="tab"
            aria-selected={view.provider === tab.code}
            $selected={view.provider === tab.code}
            data-testid="casino-provider-tab"
            onClick={() => actions.selectProvider(tab.code)}
          >
            {tab.name ?? T.allProviders}
          </Tab>
        ))}
      </Tabs>
      <SearchRow>
        <Input
          type="search"
          aria-label={T.search}
          placeholder={T.searchPlaceholder}
          value={view.search}
          data-testid="casino-search"
          onChange={(e) => actions.setSearch(e.target.value)}
        />
      </SearchRow>
      {view.status === 'loading' && <StatusLine>{T.loading}</StatusLine>}
      {view.status === 'failed' && <StatusLine role="alert">{T.failed}</StatusLine>}
      {view.status === 'ready' && view.games.length === 0 && <StatusLine>{T.empty}</StatusLine>}
      {view.status === 'ready' && view.games.length > 0 && (
        <TileGrid>
          {view.games.map((game) => (
            <Tile key={game.id} data-testid="casino-game" data-game-id={game.id}>
              <img src={game.thumbnail} alt="" loading="lazy" />
              <TileBody>
                <strong title={game.name}>{game.name}</strong>
                <small>{providerName.get(game.provider) ?? game.provider}</small>
                <Button
                  type="button"
                  $block
                  disabled={view.launchingGameId === game.id}
                  aria-label={`${game.name} ${T.play}`}
                  onClick={() => actions.launch(game.id)}
                >
                  {view.launchingGameId === game.id ? T.launching : T.play}
                </Button>
              </TileBody>
            </Tile>
          ))}
        </TileGrid>
      )}
    </LobbyPage>
  );
}
