import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, type FormInstance } from 'antd';
import { deleteDraft, draftDaysKnown, readDraft, writeDraft, type DraftKey } from '../../runtime/core/drafts';
import { DRAFT_DEBOUNCE_MS } from '../../runtime/core/constants';
import { localClock } from '../../runtime/core/local-time';

export interface KeptForm<V> {
  /** the antd Form's onValuesChange: keeps the kept fields a moment after each change */
  onValuesChange: (changed: Partial<V>, all: V) => void;
  /** the form was sent and accepted: its draft has served */
  forget: () => Promise<void>;
  /** the 已恢复 bar, or null */
  bar: ReactNode;
}

/**
 * What was typed into an antd form (registration, …) kept in the browser like the record forms'
 * drafts (runtime/core/drafts.ts, docs/forms.md "草稿（未保存的内容）"): only the `fields` named —
 * never a password, a captcha or an SMS code — a moment after each change; offered back on opening
 * (已恢复 HH:mm 未保存的内容 · 放弃); deleted once the form is accepted or on 放弃.
 */
export function useKeptForm<V extends object>(form: FormInstance<V>, key: DraftKey, fields: ReadonlyArray<keyof V & string>): KeptForm<V> {
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<(() => void) | null>(null);
  const keyText = `${key.user}|${key.node}|${key.record ?? ''}`;
  const keyRef = useRef(key);
  keyRef.current = key;
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;
  const pick = (all: Partial<V>): Record<string, unknown> => Object.fromEntries(fieldsRef.current.filter((f) => all[f] !== undefined).map((f) => [f, all[f]]));

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  };

  useEffect(() => {
    let live = true;
    void draftDaysKnown()
      .then(() => readDraft(keyRef.current))
      .then((draft) => {
        if (!live || !draft) return;
        const values = pick(draft.values as Partial<V>);
        if (!Object.keys(values).length) return;
        form.setFieldsValue(values as never);
        setRestoredAt(draft.savedAt);
      });
    // A reload or a closed tab right after typing keeps the last keys too.
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      live = false;
      window.removeEventListener('pagehide', flush);
      flush();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per key
  }, [keyText, form]);

  const onValuesChange = useCallback((_changed: Partial<V>, all: V) => {
    cancel();
    const write = () => {
      cancel();
      void writeDraft(keyRef.current, pick(all), null);
    };
    pending.current = write;
    timer.current = setTimeout(write, DRAFT_DEBOUNCE_MS);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pick reads refs
  }, []);

  const forget = useCallback(async () => {
    cancel();
    await deleteDraft(keyRef.current);
    setRestoredAt(null);
  }, []);

  const discard = async () => {
    await forget();
    form.resetFields([...fieldsRef.current] as never);
  };

  const bar =
    restoredAt === null ? null : (
      <Alert
        role="status"
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={`已恢复 ${localClock(restoredAt)} 未保存的内容`}
        action={<Button size="small" onClick={() => void discard()}>放弃</Button>}
      />
    );
  return { onValuesChange, forget, bar };
}
