import type { ReactNode } from 'react';
import { SmallButton } from '../design-system/parts.styles.js';
import { Bar } from './admin.styles.js';

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
