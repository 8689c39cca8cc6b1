import { Panel } from './ChargeRules.styles.js';

/** The rules beside the deposit or withdraw form; desktop only (spec 2). */
export function ChargeRules({ title, rules }: { readonly title: string; readonly rules: readonly string[] }) {
  return (
    <Panel aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </Panel>
  );
}
