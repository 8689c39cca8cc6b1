import type { ReactNode } from 'react';
import { SmallButton } from '../design-system/parts.styles.js';
import { Bar, Hint } from './admin.styles.js';

export interface DeskTab<K extends string | number | boolean> {
  readonly key: K;
  readonly label: string;
}

/**
 * The back office's tab bar: one pressed tab, a click chooses another; `extra` follows the tabs
 * (a hint: text only, since a tab list may hold only tabs); `label` names the list for a reader.
 */
export function DeskTabs<K extends string | number | boolean>({
  tabs,
  selected,
  onSelect,
  extra,
  label,
}: {
  readonly tabs: readonly DeskTab<K>[];
  readonly selected: K;
  readonly onSelect: (key: K) => void;
  readonly extra?: ReactNode;
  readonly label?: string;
}) {
  return (
    <Bar role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <SmallButton
          key={String(tab.key)}
          type="button"
          role="tab"
          aria-selected={selected === tab.key}
          $active={selected === tab.key}
          onClick={() => onSelect(tab.key)}
        >
          {tab.label}
        </SmallButton>
      ))}
      {extra}
    </Bar>
  );
}

/** A request queue's status tabs (대기, 완료, 취소) with the hint that new requests appear by themselves. */
export function QueueTabs<S extends number>({
  texts,
  selected,
  onSelect,
}: {
  readonly texts: { readonly tabs: readonly { readonly status: S; readonly label: string }[]; readonly live: string };
  readonly selected: S;
  readonly onSelect: (status: S) => void;
}) {
  return (
    <DeskTabs
      tabs={texts.tabs.map((t) => ({ key: t.status, label: t.label }))}
      selected={selected}
      onSelect={onSelect}
      extra={<Hint>{texts.live}</Hint>}
    />
  );
}
