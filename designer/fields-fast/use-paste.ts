import { useMemo, useState } from 'react';
import type { FormItem } from '../../schemas/form';
import type { FieldRegistry } from '../../runtime/core/registry';
import { buildFields, type FieldDraft } from './build';
import { guessType } from './guess-type';
import { parsePaste } from './paste';
import { wantedDictionaries, type WantedDictionary } from './paste-dictionaries';

/**
 * The state of a paste: the text, the rows read from it with their hinted or guessed types, the
 * lines' errors (while any is shown nothing can be added), and the types a person changed (kept by
 * row while the text is edited around them).
 */
export function usePasteDrafts(registry: FieldRegistry) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const { drafts, errors } = useMemo(() => {
    const read = parsePaste(text);
    const rows: FieldDraft[] = read.fields.map((p, i) => {
      const guessed = guessType(p.name);
      // pasted choices need a choice type: a name guessed as text becomes a dropdown
      const proposed = p.type?.type ?? (p.options && !registry.get(guessed)?.options ? 'select' : guessed);
      // a type the registry does not have (a project without attachments) falls back to text
      const type = chosen[i] ?? (registry.has(proposed) ? proposed : 'text');
      return { name: p.name, required: p.required, type, hint: p.type, options: p.options, regex: p.regex, regexMessage: p.regexMessage, condition: p.condition };
    });
    return { drafts: rows, errors: read.errors };
  }, [text, chosen, registry]);
  const build = (taken: ReadonlySet<string>): FormItem[] => buildFields(drafts, taken, (type) => registry.get(type));
  return {
    text,
    /** the fields of `items` (built from this paste) whose choices were pasted: dictionaries to make */
    wantedDictionaries: (items: readonly FormItem[]): WantedDictionary[] => wantedDictionaries(items, drafts.map((d) => d.options)),
    setText: (next: string) => setText(next),
    drafts,
    errors,
    /** fields that may be added: some rows and no error */
    ready: drafts.length > 0 && errors.length === 0,
    setType: (row: number, type: string) => setChosen((c) => ({ ...c, [row]: type })),
    reset: () => {
      setText('');
      setChosen({});
    },
    build,
  };
}

export type PasteDrafts = ReturnType<typeof usePasteDrafts>;
