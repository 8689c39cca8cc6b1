import type { AdminSettingsViewModel } from '@bet/core/admin-desk';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { Empty, SmallButton } from '../design-system/parts.styles.js';
import { Hint, NarrowPanel, Screen, ScreenTitle } from './admin.styles.js';
import { AdminMinigameSwitches } from './AdminMinigameSwitches.js';
import { SwitchRow } from './AdminSettingsPage.styles.js';
import { ADMIN_TEXTS } from './texts.js';
import { useDeskView } from './use-desk-messages.js';

const T = ADMIN_TEXTS.settings;

export interface AdminSettingsPageProps {
  readonly viewModel: AdminSettingsViewModel;
  readonly onAlert: ScreenAlert;
}

/** /admin/settings: the site's on/off switches and each mini-game's maintenance; each flip is saved at once. */
export function AdminSettingsPage({ viewModel: vm, onAlert }: AdminSettingsPageProps) {
  const view = useDeskView(vm, onAlert);
  if (!view) return null;
  const switches = view.switches;
  return (
    <Screen aria-label={T.title} data-testid="admin-settings">
      <ScreenTitle>{T.title}</ScreenTitle>
      {switches === null ? (
        <Empty>{ADMIN_TEXTS.common.loading}</Empty>
      ) : (
        <NarrowPanel>
          {T.switches.map((s) => (
            <SwitchRow key={s.key}>
              <div>
                <strong>{s.label}</strong>
                <Hint>{s.hint}</Hint>
              </div>
              <SmallButton
                type="button"
                role="switch"
                aria-label={s.label}
                aria-checked={switches[s.key]}
                $active={switches[s.key]}
                disabled={view.saving}
                onClick={() => vm.setSwitch(s.key, !switches[s.key])}
              >
                {switches[s.key] ? T.on : T.off}
              </SmallButton>
            </SwitchRow>
          ))}
        </NarrowPanel>
      )}
      <AdminMinigameSwitches groups={view.minigameGroups} saving={view.saving} onFlip={(id, on) => vm.setGameMaintenance(id, on)} />
    </Screen>
  );
}
