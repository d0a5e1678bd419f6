import { useState, type FormEvent } from 'react';

/**
 * The lists' search (a title, a name or credit code): a plain search form instead of antd's
 * Input.Search, whose form context brings all of rc-field-form (≈ 25 KB gzip) to a visitor who only
 * types a word (docs/portal.md "The public entry"). Enter or 查询 searches; the browser's clear
 * button empties the box and searches again.
 */
export function SearchBox({ label, placeholder, onSearch }: { label: string; placeholder: string; onSearch: (word: string) => void }) {
  const [word, setWord] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(word.trim());
  };
  return (
    <form role="search" className="ks-portal-search" onSubmit={submit}>
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        maxLength={100}
        value={word}
        onChange={(e) => {
          setWord(e.target.value);
          if (e.target.value === '') onSearch('');
        }}
      />
      <button type="submit">查询</button>
    </form>
  );
}
