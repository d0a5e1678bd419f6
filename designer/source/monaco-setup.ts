/**
 * Monaco from the installed package, never a CDN: @monaco-editor/react is handed this module's
 * monaco (`loader.config({ monaco })`). Only the editor core and the JSON language are imported,
 * and this file is reached only through the lazily loaded source editor.
 */
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api';
import 'monaco-editor/esm/vs/language/json/monaco.contribution';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker?worker';
import { loader } from '@monaco-editor/react';

globalThis.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

loader.config({ monaco });

export { monaco };
