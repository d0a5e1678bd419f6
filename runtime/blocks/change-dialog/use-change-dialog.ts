import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteDraft, draftDaysKnown, readDraft, writeDraft, type DraftKey } from '../../core/drafts';
import { DRAFT_DEBOUNCE_MS } from '../../core/constants';
import type { FieldOption } from '../../../schemas/form';
import type { ChangeRecord } from '../../../schemas/change-request';
import { EMPTY_FORM, formOf, type ChangeForm } from './change-form';
import { useChangeServices, type ChangeFieldsAnswer, type ChangeTarget } from './change-services';

export type ChangeDialogMode = 'new' | 'check';

/**
 * The dialog's data: the record's rounds, the type tree and the fields, which round is shown and
 * whether its initiator inputs are open. A new change opens editable; a stored round read-only
 * until 修改.
 */
export function useChangeDialog({ businessId, gnCoding, systemCoding }: ChangeTarget, mode: ChangeDialogMode) {
  const services = useChangeServices();
  const [rounds, setRounds] = useState<ChangeRecord[]>([]);
  const [tree, setTree] = useState<FieldOption[]>([]);
  const [fields, setFields] = useState<ChangeFieldsAnswer | null>(null);
  const [loading, setLoading] = useState(true);
  /** index into rounds; null: a new round (not saved yet) */
  const [selected, setSelected] = useState<number | null>(null);
  const [form, setForm] = useState<ChangeForm>(EMPTY_FORM);
  /** the form as last shown or saved: what differs from it was typed and is not saved yet */
  const [pristine, setPristine] = useState<ChangeForm>(EMPTY_FORM);
  const [editing, setEditing] = useState(mode === 'new');
  /** 修改 was pressed: 提交 waits for the save */
  const [modifying, setModifying] = useState(false);
  /** when the new change's kept draft put back was written (已恢复 HH:mm), or null */
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  // A new change (not saved yet) of this record is kept in the browser while typed (docs/forms.md "草稿").
  const user = services.draftUser?.() ?? null;
  const draftKey: DraftKey | null = user ? { user, node: `change:${gnCoding}`, record: businessId } : null;
  const keyRef = useRef(draftKey);
  keyRef.current = draftKey;

  const show = useCallback((list: ChangeRecord[], index: number | null) => {
    setSelected(index);
    const shown = index === null ? EMPTY_FORM : formOf(list[index]);
    setForm(shown);
    setPristine(shown);
  }, []);

  /** Loads everything; `select` the latest round (check mode, after a save) or a new one. */
  const load = useCallback(
    async (select: 'latest' | 'new') => {
      setLoading(true);
      const target = { businessId, gnCoding, systemCoding };
      try {
        const [list, types, info] = await Promise.all([services.fetchRounds(target), services.fetchTypes(target), services.fetchFields(target)]);
        setRounds(list);
        setTree(types);
        setFields(info);
        show(list, select === 'new' || list.length === 0 ? null : list.length - 1);
        const key = keyRef.current;
        if (select === 'new' && mode === 'new' && key) {
          await draftDaysKnown();
          const kept = await readDraft(key);
          // Put back over the empty form: it differs from the pristine one, so closing still asks.
          if (kept) {
            setForm({ ...EMPTY_FORM, ...(kept.values as Partial<ChangeForm>), auditRecord: '' });
            setRestoredAt(kept.savedAt);
          }
        }
        return true;
      } catch {
        return false; // the API client has shown the server's message
      } finally {
        setLoading(false);
      }
    },
    [services, businessId, gnCoding, systemCoding, show, mode],
  );

  useEffect(() => {
    void load(mode === 'new' ? 'new' : 'latest');
  }, [load, mode]);

  const dirty = JSON.stringify(form) !== JSON.stringify(pristine);
  // Kept a moment after each change while a new change is being typed (never a stored round's).
  const keeps = editing && selected === null && dirty && !loading;
  useEffect(() => {
    const key = keyRef.current;
    if (!keeps || !key) return;
    const timer = setTimeout(() => void writeDraft(key, form as unknown as Record<string, unknown>, null), DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [form, keeps]);
  const forgetDraft = useCallback(async () => {
    setRestoredAt(null);
    if (keyRef.current) await deleteDraft(keyRef.current);
  }, []);

  const current = selected === null ? undefined : rounds[selected];
  return {
    rounds,
    tree,
    fields,
    loading,
    current,
    selected,
    form,
    setForm,
    /** something typed or uploaded is not saved yet (closing asks first) */
    dirty,
    /** the kept draft put back on opening: when it was written */
    restoredAt,
    /** the draft has served (a save) or was given up (放弃, closing with 放弃) */
    forgetDraft,
    editing,
    modifying,
    /** the radio row: another round, read-only */
    select: (index: number) => {
      setEditing(false);
      setModifying(false);
      show(rounds, index);
    },
    /** 修改: a draft's inputs open; a rejected round becomes the prefill of a new one (saved without id) */
    modify: () => {
      if (current?.stage === 'rejected') {
        const prefill = { ...formOf(current), auditRecord: '' };
        setSelected(null);
        setForm(prefill);
        setPristine(prefill);
      }
      setEditing(true);
      setModifying(true);
    },
    /** after a save: the rounds again, the saved (latest) one shown read-only */
    reloadSaved: async () => {
      setEditing(false);
      setModifying(false);
      await forgetDraft();
      await load('latest');
    },
  };
}
