import { useMemo, useState } from 'react';
import type { FormItem } from '../../schemas/form';
import type { FieldRegistry } from '../../runtime/core/registry';
import { buildFields, type FieldDraft } from './build';
import { guessType } from './guess-type';
import { parseNames } from './paste';

/**
 * The state of a paste: the text, the rows read from it with their guessed types, and the types a
 * person changed (kept by row while the text is edited around them).
 */
export function usePasteDrafts(registry: FieldRegistry) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const drafts: FieldDraft[] = useMemo(
    () =>
      parseNames(text).map((p, i) => {
        const guessed = guessType(p.name);
        // a guess the registry does not have (a project without attachments) falls back to text
        return { name: p.name, required: p.required, type: chosen[i] ?? (registry.has(guessed) ? guessed : 'text') };
      }),
    [text, chosen, registry],
  );
  const build = (taken: ReadonlySet<string>): FormItem[] => buildFields(drafts, taken, (type) => registry.get(type));
  return {
    text,
    setText: (next: string) => setText(next),
    drafts,
    setType: (row: number, type: string) => setChosen((c) => ({ ...c, [row]: type })),
    reset: () => {
      setText('');
      setChosen({});
    },
    build,
  };
}

export type PasteDrafts = ReturnType<typeof usePasteDrafts>;
