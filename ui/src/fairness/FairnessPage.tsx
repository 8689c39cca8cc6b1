import type { FairCheckView, FairnessView, FairnessViewModel } from '@bet/core/fairness';
import { Button } from '../design-system/Button.js';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { Field, Input, Label, Select } from '../design-system/form.styles.js';
import { Card, Lead, PageBox, PageTitle } from '../design-system/page.styles.js';
import { ListPager } from '../design-system/Pager.js';
import { Empty, SmallButton, Table } from '../design-system/parts.styles.js';
import { useAlertingView } from '../design-system/use-screen-view.js';
import { CheckList, Columns, Mono, ResultCell, Verdict } from './FairnessPage.styles.js';
import { FAIRNESS_PAGE_TEXTS as T } from './texts.js';

export type FairnessScreenModel = Pick<
  FairnessViewModel,
  'state$' | 'selectGame' | 'goToPage' | 'pickRound' | 'setRoundKey' | 'setSeed' | 'setSeedHash' | 'clearForm' | 'dismissAlert'
>;

const kst = (iso: string): string => new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(5, 16).replace('T', ' ');

/** Pure: the drawn rounds of the chosen game with a verify button each. */
export function FairRoundTable({ view, onPick }: { readonly view: FairnessView; readonly onPick: (roundId: number) => void }) {
  if (view.rounds.length === 0) return <Empty>{view.roundsLoading ? T.loading : T.empty}</Empty>;
  return (
    <Table data-testid="fair-rounds">
      <thead>
        <tr>
          <th>{T.columns.round}</th>
          <th>{T.columns.drawsAt}</th>
          <th>{T.columns.result}</th>
          <th>{T.columns.action}</th>
        </tr>
      </thead>
      <tbody>
        {view.rounds.map((r) => (
          <tr key={r.id} data-testid="fair-round" data-round-key={r.roundKey}>
            <td>{r.dayRound}</td>
            <td>{kst(r.drawsAt)}</td>
            <ResultCell>{r.winBetName}</ResultCell>
            <td>
              <SmallButton type="button" onClick={() => onPick(r.id)} aria-label={`${r.dayRound}회차 ${T.verify}`}>
                {T.verify}
              </SmallButton>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const mark = (ok: boolean): string => (ok ? T.match : T.mismatch);

/** Pure: the recomputation's outcome. */
export function FairCheckPanel({ check }: { readonly check: FairCheckView }) {
  if (check.status === 'idle') return <Empty>{T.idle}</Empty>;
  if (check.status === 'invalid') return <Verdict $ok={false}>{check.message}</Verdict>;
  return (
    <div data-testid="fair-check" data-verified={check.verified}>
      <CheckList>
        <dt>{T.game}</dt>
        <dd>{check.gameName}</dd>
        <dt>{T.computedHash}</dt>
        <dd>
          <Mono data-testid="fair-computed-hash">{check.computedHash}</Mono>
        </dd>
        <dt>{T.hash}</dt>
        <dd data-testid="fair-hash-verdict">{mark(check.hashMatches)}</dd>
        <dt>{T.computedResult}</dt>
        <dd data-testid="fair-computed-result">{check.resultText}</dd>
        <dt>{T.publishedResult}</dt>
        <dd>{check.publishedText ?? T.notPublished}</dd>
        {check.resultMatches !== null && (
          <>
            <dt>{T.result}</dt>
            <dd data-testid="fair-result-verdict">{mark(check.resultMatches)}</dd>
          </>
        )}
      </CheckList>
      <Verdict $ok={check.verified} role="status" data-testid="fair-verdict">
        {check.verified ? T.verified : T.failed}
      </Verdict>
    </div>
  );
}

export interface FairnessPageProps {
  readonly viewModel: FairnessScreenModel;
  readonly onAlert: ScreenAlert;
}

/** /fairness (and /mypage/fairness): recomputes a mini-game round in the browser with core's code. */
export function FairnessPage({ viewModel, onAlert }: FairnessPageProps) {
  const view = useAlertingView(viewModel, onAlert);
  if (!view) return null;
  return (
    <section aria-label={T.title} data-testid="fairness-page">
      <PageTitle>{T.title}</PageTitle>
      <PageBox>
        <Lead>{T.lead}</Lead>
        <Columns>
          <Card>
            <Field>
              <Label htmlFor="fair-game">{T.game}</Label>
              <Select id="fair-game" value={view.gameId ?? ''} onChange={(e) => viewModel.selectGame(Number(e.target.value))}>
                {view.games.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.nameKorean}
                  </option>
                ))}
              </Select>
            </Field>
            <h3>{T.rounds}</h3>
            <FairRoundTable view={view} onPick={(id) => viewModel.pickRound(id)} />
            <ListPager list={view} onPage={(p) => viewModel.goToPage(p)} label={T.pager} />
          </Card>
          <Card>
            <h3>{T.form}</h3>
            <Field>
              <Label htmlFor="fair-round-key">{T.roundKey}</Label>
              <Input
                id="fair-round-key"
                value={view.form.roundKey}
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => viewModel.setRoundKey(e.target.value)}
              />
            </Field>
            <Field>
              <Label htmlFor="fair-seed">{T.seed}</Label>
              <Input
                id="fair-seed"
                value={view.form.seed}
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => viewModel.setSeed(e.target.value)}
              />
            </Field>
            <Field>
              <Label htmlFor="fair-seed-hash">{T.seedHash}</Label>
              <Input
                id="fair-seed-hash"
                value={view.form.seedHash}
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => viewModel.setSeedHash(e.target.value)}
              />
            </Field>
            <Button type="button" $variant="secondary" onClick={() => viewModel.clearForm()}>
              {T.clear}
            </Button>
            <FairCheckPanel check={view.check} />
          </Card>
        </Columns>
      </PageBox>
    </section>
  );
}
