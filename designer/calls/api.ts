import type { SaveCatalogueBody, SystemCatalogue, TryCallAnswer, TryCallBody } from '../../schemas/catalogue';
import type { DisplayGroupDetail, DisplayGroupSummary } from '../../schemas/designer';
import type { DictionarySummary } from '../../schemas/dictionary-manager';

/**
 * A refused save keeps everything typed: the server's message is shown (a stale version, a path
 * that clashes with an engine route or another system's call, a row the server finds wrong).
 */
export type SaveCallsOutcome = { kind: 'saved'; version: number } | { kind: 'refused'; message: string; stale: boolean };

/**
 * The calls of the 接口 panel (docs/designer.md "接口"), under /ks/config/structure/calls. The
 * designer never imports the shell's API client: src/designer-routes/calls-api.ts implements this
 * over it, tests use a fake. Every call rejects with an Error whose message is Chinese.
 */
export interface CallsApi {
  /** The system's stored calls and the version they were read at (0: none saved yet). */
  load(systemCoding: string): Promise<SystemCatalogue>;
  /** The whole list against the version it was read at. */
  save(body: SaveCatalogueBody): Promise<SaveCallsOutcome>;
  /** 试调用: a row, saved or not, run as a demo role; the status and answer as the caller would get them. */
  tryCall(body: TryCallBody): Promise<TryCallAnswer>;
  /** The system's page configs: the nodes a call may work on. */
  listNodes(systemCoding: string): Promise<DisplayGroupSummary[]>;
  /** A node's config: the fields a mapping or a distinct / grouped call may name. */
  loadNode(nodeId: string): Promise<DisplayGroupDetail | null>;
  /** The dictionaries a dictionary operation may answer. */
  dictionaries(): Promise<DictionarySummary[]>;
}
