import type { MinigameSwitchGroup } from '@bet/core/admin-desk';
import { Empty, SmallButton } from '../design-system/parts.styles.js';
import { Hint, NarrowPanel } from './admin.styles.js';
import { SwitchGroup, SwitchGroups, SwitchRow } from './AdminSettingsPage.styles.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.settings.minigames;

export interface AdminMinigameSwitchesProps {
  /** null while loading. */
  readonly groups: readonly MinigameSwitchGroup[] | null;
  readonly saving: boolean;
  readonly onFlip: (gameId: number, on: boolean) => void;
}

/** /admin/settings, '미니게임 점검': one maintenance switch per mini-game, grouped by provider. */
export function AdminMinigameSwitches({ groups, saving, onFlip }: AdminMinigameSwitchesProps) {
  return (
    <NarrowPanel aria-label={T.title} data-testid="admin-minigame-switches">
      <h3>{T.title}</h3>
      <Hint>{T.hint}</Hint>
      {groups === null ? (
        <Empty>{ADMIN_TEXTS.common.loading}</Empty>
      ) : (
        <SwitchGroups>
          {groups.map((group) => (
            <SwitchGroup key={group.provider} role="group" aria-label={group.provider}>
              <h4>{group.provider}</h4>
              {group.games.map((game) => (
                <SwitchRow key={game.id}>
                  <div>
                    <strong>{game.label}</strong>
                  </div>
                  <SmallButton
                    type="button"
                    role="switch"
                    aria-label={game.label}
                    aria-checked={game.maintenance}
                    $active={game.maintenance}
                    disabled={saving}
                    onClick={() => onFlip(game.id, !game.maintenance)}
                  >
                    {game.maintenance ? T.on : T.off}
                  </SmallButton>
                </SwitchRow>
              ))}
            </SwitchGroup>
          ))}
        </SwitchGroups>
      )}
    </NarrowPanel>
  );
}
