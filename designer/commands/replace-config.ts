import { castDraft } from 'immer';
import type { NodeConfig } from '../store/types';
import { defineCommand } from './define';

/**
 * Replaces the whole document with what the JSON view parsed. The value may not fit the schema
 * (the views show its problems); it is still the user's text, kept and undoable.
 */
export default defineCommand<{ config: NodeConfig }>({
  id: 'replace-config',
  label: '编辑 JSON',
  history: 'record',
  mergeKey: () => 'replace-config',
  apply(draft, { config }) {
    draft.config = castDraft(config);
  },
});
