import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { onFieldInputValueChange, type Form } from '@formily/core';
import { toJS } from '@formily/reactive';
import { deleteDraft, draftDaysKnown, draftIsNewer, readDraft, writeDraft, type Draft, type DraftExtras, type DraftKey, type StoredRecordStamp } from '../../../runtime/core/drafts';
import { DRAFT_DEBOUNCE_MS } from '../../../runtime/core/constants';
import { localClock } from '../../../runtime/core/local-time';
import { getUser } from '../../session/session';
import { newSaveKey } from './save-failure';

interface Options {
  nodeId: string;
  /** the stored record the form shows; null for a new one */
  record: (StoredRecordStamp & { id: string }) | null;
  /** drafts are kept and offered only where the user may edit */
  editable: boolean;
  /** a draft was put back into the form (the page opens it for editing) */
  onRestored?: () => void;
}

export interface FormDraft {
  /** give the form to the draft (onFormReady): it offers a newer draft and keeps what is typed */
  attach: (form: Form) => void;
  /** a save that succeeded, or 离开 answered to the leave question: the draft has served */
  forget: () => Promise<void>;
  /** changes when 放弃 asks for the form afresh: part of the form's key */
  generation: number;
  /** the 已恢复 bar, or null */
  bar: ReactNode;
  /**
   * Before a save is sent: the draft is written now, so a reload after an answer that never came
   * finds it; for a new record it carries the idempotency key, which is returned to send along.
   */
  beforeSave: (form: Form) => Promise<string | undefined>;
  /** a save the session's end refused: kept with the draft, offered again after the login */
  rememberPending: (form: Form, action: 'save' | 'submit') => Promise<void>;
  /** the refused save offered again (restored with the draft), or null */
  pending: 'save' | 'submit' | null;
}

/**
 * The record form's draft in the browser (runtime/core/drafts.ts, docs/forms.md "草稿（未保存的内容）"):
 * written a moment after each change the user makes (never the stored values or the prefill, which
 * are not input), offered back on opening when newer than the stored record, dropped on 放弃 and on
 * a save that succeeds.
 */
export function useFormDraft({ nodeId, record, editable, onRestored }: Options): FormDraft {
  const user = getUser()?.id ?? null;
  const recordId = record?.id ?? null;
  const [restoredAt, setRestoredAt] = useState<{ key: string; at: number; pending: Draft['pending'] } | null>(null);
  // The idempotency key and the refused save, written with every write of this form's draft.
  const extras = useRef<DraftExtras>({});
  const [generation, setGeneration] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastWrite = useRef<Promise<void>>(Promise.resolve());
  const keyText = `${user ?? ''}|${nodeId}|${recordId ?? ''}`;
  const keyRef = useRef<DraftKey | null>(null);
  keyRef.current = user ? { user, node: nodeId, record: recordId } : null;
  const stampRef = useRef(record);
  stampRef.current = record;
  const restoredRef = useRef(onRestored);
  restoredRef.current = onRestored;
  // The host hands the same form again whenever its callback changes: a draft is offered once per form.
  const attached = useRef(new WeakSet<Form>());

  // The write waiting for its moment, run at once when the page goes (a reload or a closed tab
  // right after typing keeps the last keys too).
  const pending = useRef<(() => void) | null>(null);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  };
  useEffect(() => {
    extras.current = {};
    return cancel;
  }, [keyText]);
  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);

  const attach = useCallback(
    (form: Form) => {
      const key = keyRef.current;
      if (!key || !editable || attached.current.has(form)) return;
      attached.current.add(form);
      const base = stampRef.current;
      form.addEffects('ks-draft', () => {
        onFieldInputValueChange('*', () => {
          cancel();
          const write = () => {
            cancel();
            lastWrite.current = writeDraft(key, toJS(form.values) as Record<string, unknown>, base?.version ?? null, Date.now(), extras.current);
          };
          pending.current = write;
          timer.current = setTimeout(write, DRAFT_DEBOUNCE_MS);
        });
      });
      // The deployment's DRAFT_DAYS comes with the platform info the shell loads: read once it is known.
      void draftDaysKnown().then(() => readDraft(key)).then((draft) => {
        if (!draft || !draftIsNewer(draft, base) || form.unmounted) return;
        for (const [name, value] of Object.entries(draft.values)) form.setValuesIn(name, value);
        extras.current = { saveKey: draft.saveKey, pending: draft.pending };
        setRestoredAt({ key: keyText, at: draft.savedAt, pending: draft.pending });
        restoredRef.current?.();
      });
    },
    [editable, keyText],
  );

  const drop = useCallback(async () => {
    const key = keyRef.current;
    cancel();
    if (!key) return;
    await lastWrite.current;
    await deleteDraft(key);
  }, []);

  const forget = useCallback(async () => {
    await drop();
    extras.current = {};
    setRestoredAt(null);
  }, [drop]);

  const discard = async () => {
    await drop();
    extras.current = {};
    setRestoredAt(null);
    setGeneration((g) => g + 1);
  };

  /** Writes the draft now with what the form holds (a pending write is replaced by this one). */
  const writeNow = useCallback(async (form: Form) => {
    const key = keyRef.current;
    if (!key || !editable) return;
    cancel();
    await lastWrite.current;
    lastWrite.current = writeDraft(key, toJS(form.values) as Record<string, unknown>, stampRef.current?.version ?? null, Date.now(), extras.current);
    await lastWrite.current;
  }, [editable]);

  const beforeSave = useCallback(async (form: Form) => {
    if (!keyRef.current || !editable) return undefined;
    if (keyRef.current.record === null) extras.current = { ...extras.current, saveKey: extras.current.saveKey ?? newSaveKey() };
    extras.current = { ...extras.current, pending: undefined };
    setRestoredAt((r) => (r?.pending ? { ...r, pending: undefined } : r));
    await writeNow(form);
    return extras.current.saveKey;
  }, [editable, writeNow]);

  const rememberPending = useCallback(async (form: Form, action: 'save' | 'submit') => {
    extras.current = { ...extras.current, pending: action };
    await writeNow(form);
  }, [writeNow]);

  const shown = restoredAt?.key === keyText ? restoredAt : null;
  const bar = shown ? (
    <Alert
      role="status"
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      message={`已恢复 ${localClock(shown.at)} 未保存的内容`}
      action={<Button size="small" onClick={() => void discard()}>放弃</Button>}
    />
  ) : null;
  return { attach, forget, generation, bar, beforeSave, rememberPending, pending: shown?.pending ?? null };
}
