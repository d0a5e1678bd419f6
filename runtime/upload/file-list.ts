/**
 * The value of an attachment field: the record's `fileList` (docs/uploads.md), one entry per file,
 * removed files kept with `fileOperationType: 'del'` so the save reports the removal (spec 001 §4.5
 * "removal hides the item and reports deletion").
 */
import { extensionOf, IMAGE_FORMATS, type UploadedFile } from '../../schemas/attachments';

/**
 * A file entry as records carry it. `defaultState` (spec 001 §3.7, meaning not described) is read as
 * the entry's state when it has no `fileOperationType` of its own: 'del' starts hidden.
 */
export type FileEntry = UploadedFile & { defaultState?: string };

/** The entries of a value (anything else is an empty list). */
export const entriesOf = (value: unknown): FileEntry[] =>
  Array.isArray(value) ? value.filter((f): f is FileEntry => typeof f === 'object' && f !== null) : [];

/** add or del: the entry's own state, else its defaultState, else add. */
export const stateOf = (f: FileEntry): string => f.fileOperationType ?? f.defaultState ?? 'add';

/** Whether the entry is shown (not removed). */
export const isShown = (f: FileEntry): boolean => stateOf(f) !== 'del';

/** The shown entries of one attachment type (`annexNo` undefined: every shown entry). */
export const shownOf = (value: unknown, annexNo?: string): FileEntry[] =>
  entriesOf(value).filter((f) => isShown(f) && (annexNo === undefined || f.fileType === annexNo));

/** The value with `entry` marked removed (kept, so the save tells the server). */
export const removeEntry = (value: unknown, entry: FileEntry): FileEntry[] =>
  entriesOf(value).map((f) => (f === entry ? { ...f, fileOperationType: 'del' } : f));

/** The value with a freshly uploaded file added. */
export const addEntry = (value: unknown, entry: FileEntry): FileEntry[] => [...entriesOf(value), { ...entry, fileOperationType: 'add' }];

/** Images are previewed inline (spec 001 §5.4); anything else opens in the preview dialog. */
export const isImage = (fileName: string | undefined): boolean => IMAGE_FORMATS.includes(extensionOf(fileName ?? ''));
