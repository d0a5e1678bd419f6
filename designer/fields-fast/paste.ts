/**
 * Names pasted from a spreadsheet or a list: one per line or tab-separated (a copied row or
 * column), also 、，; separated. A leading or trailing * (the usual required mark) makes the
 * field required; a trailing colon is dropped (names copied from a paper form).
 */
export interface PastedName {
  name: string;
  required: boolean;
}

/** The longest name a field may have (FormItem.name). */
const MAX_NAME = 128;

export function parseNames(text: string): PastedName[] {
  return text
    .split(/[\r\n\t、，,;；]+/)
    .map((raw) => raw.trim())
    .filter(Boolean)
    .map((raw) => {
      const required = /^[*＊]|[*＊]$/.test(raw);
      const name = raw.replace(/^[*＊\s]+|[*＊\s]+$/g, '').replace(/[:：]+$/, '').trim().slice(0, MAX_NAME);
      return { name, required };
    })
    .filter((p) => p.name);
}
