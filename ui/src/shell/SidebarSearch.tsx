import { useState, type FormEvent } from 'react';
import { Button } from '../design-system/Button.js';
import { SearchForm } from './LeftSidebar.styles.js';
import { SHELL_TEXTS } from './texts.js';

/** Team or league search; an empty search does nothing. */
export function SidebarSearch({ onSearch }: { readonly onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (text.trim() !== '') onSearch(text);
  };
  return (
    <SearchForm role="search" onSubmit={submit}>
      <input
        name="search"
        value={text}
        placeholder={SHELL_TEXTS.sidebar.searchPlaceholder}
        aria-label={SHELL_TEXTS.sidebar.searchPlaceholder}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit">{SHELL_TEXTS.sidebar.search}</Button>
    </SearchForm>
  );
}
