import type { HoldemGame, HoldemView, HoldemViewModel } from '@bet/core/holdem';
import { Button } from '../design-system/Button.js';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { Heading, Lead, PageBox } from '../design-system/page.styles.js';
import { useAlertingView } from '../design-system/use-screen-view.js';
import { HoldemCard, HoldemCards, MaintenanceBadge } from './Holdem.styles.js';
import { HOLDEM_TEXTS as T } from './texts.js';

/** HoldemViewModel as the page uses it (the real class satisfies it). */
export type HoldemScreenModel = Pick<HoldemViewModel, 'state$' | 'launch' | 'dismissAlert'>;

export interface HoldemProps {
  readonly view: HoldemView;
  readonly onLaunch: (game: HoldemGame) => void;
}

/** The two cards (hold'em, real-poker), each with its launch button. */
export function Holdem({ view, onLaunch }: HoldemProps) {
  return (
    <PageBox>
      <Heading>{T.title}</Heading>
      <Lead>{view.loggedIn ? T.lead : T.loginHint}</Lead>
      <HoldemCards>
        {view.cards.map((card) => {
          const texts = T.games[card.game];
          return (
            <HoldemCard key={card.game} data-testid={`holdem-card-${card.game}`}>
              <h3>{texts.name}</h3>
              {card.maintenance && <MaintenanceBadge>{T.maintenance}</MaintenanceBadge>}
              <p>{texts.description}</p>
              <Button
                type="button"
                $block
                aria-label={`${texts.name} ${T.launch}`}
                data-testid={`holdem-launch-${card.game}`}
                disabled={card.launching}
                onClick={() => onLaunch(card.game)}
              >
                {card.launching ? T.launching : T.launch}
              </Button>
            </HoldemCard>
          );
        })}
      </HoldemCards>
    </PageBox>
  );
}

export interface HoldemPageProps {
  readonly viewModel: HoldemScreenModel;
  readonly onAlert: ScreenAlert;
}

/** /holdem: refusals go to the shell's alert. */
export function HoldemPage({ viewModel, onAlert }: HoldemPageProps) {
  const view = useAlertingView(viewModel, onAlert);
  if (!view) return null;
  return <Holdem view={view} onLaunch={(game) => viewModel.launch(game)} />;
}
