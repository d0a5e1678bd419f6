import { createContext, useContext } from 'react';
import type { FieldOption } from '../../schemas/form';
import type { DictionaryDetail, DictionarySummary, DictionaryUse, DictionaryVersionEntry, ImportRowProblem } from '../../schemas/dictionary-manager';

/** What an import answered: saved as a new version, or refused with the bad rows (nothing saved). */
export type ImportOutcome = { kind: 'saved'; detail: DictionaryDetail; message: string } | { kind: 'refused'; message: string; rows: ImportRowProblem[] };

/** A key of a list: its code, and its system ('' = shared by every system). */
export interface DictRef {
  displayCode: string;
  systemCoding: string;
}

/**
 * The dictionary manager's calls (docs/dictionaries.md), under /ks/base/dictionary/manager. The
 * designer never imports the shell's API client: src/designer-routes/dictionary-api.ts implements
 * this over it, tests use a fake. Every call rejects with an Error whose message is Chinese.
 */
export interface DictionaryApi {
  list(): Promise<DictionarySummary[]>;
  detail(ref: DictRef): Promise<DictionaryDetail>;
  create(body: DictRef & { name: string; items: FieldOption[] }): Promise<DictionaryDetail>;
  save(body: DictRef & { name: string; items: FieldOption[]; version: number }): Promise<DictionaryDetail>;
  remove(ref: DictRef): Promise<void>;
  usage(ref: DictRef): Promise<DictionaryUse[]>;
  versions(ref: DictRef): Promise<DictionaryVersionEntry[]>;
  version(ref: DictRef, version: number): Promise<DictionaryDetail>;
  rollback(ref: DictRef, version: number): Promise<DictionaryDetail>;
  importXlsx(ref: DictRef, file: File, version: number): Promise<ImportOutcome>;
  /** The import template, to be saved as a file. */
  template(): Promise<{ fileName: string; blob: Blob }>;
}

/** Hosts that can reach the server provide the API; without one, pickers fall back to plain inputs. */
export const DictionaryApiContext = createContext<DictionaryApi | null>(null);
export const useDictionaryApi = (): DictionaryApi | null => useContext(DictionaryApiContext);
