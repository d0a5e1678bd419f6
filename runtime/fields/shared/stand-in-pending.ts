/**
 * Text typed into a stand-in whose real component's code has not arrived is not yet the field's
 * value: it becomes the value at the swap (stand-in.tsx). A 提交 clicked in between read the old
 * value and stored it (CI 2026-12-07: 职工人数 typed 95 over 80, submitted as 80). Each such swap
 * is held here for its form; the form's submit and validate wait for them (DynamicForm.tsx).
 */
const held = new WeakMap<object, Set<Promise<void>>>();

/** Holds `form`'s submit until `swap` settles; returns `swap`'s `done` to call once the text is in. */
export function holdForSwap(form: object): () => void {
  let done!: () => void;
  const swap = new Promise<void>((resolve) => (done = resolve));
  const set = held.get(form) ?? new Set<Promise<void>>();
  held.set(form, set);
  set.add(swap);
  void swap.then(() => set.delete(swap));
  return done;
}

/** Resolves once every swap held for `form` has put its text in (new ones started meanwhile too). */
export async function swapsSettled(form: object): Promise<void> {
  for (let set = held.get(form); set && set.size > 0; set = held.get(form)) await Promise.all([...set]);
}
