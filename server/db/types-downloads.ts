/**
 * One file, video or platform link of the download centre (server/downloads, migration 0045,
 * docs/download-centre.md). `file_id` names the stored upload of a file or video (NULL for a
 * platform link, whose address is `url`).
 */
export interface DownloadItemsTable {
  id: string;
  kind: string;
  name: string;
  file_id: string | null;
  url: string;
  description: string;
  sort: number;
  /** 1: the centre issued the file's public access key (taken back when no item lists the file) */
  issued_key: number;
  updated_by: string;
  updated_at: string;
}
