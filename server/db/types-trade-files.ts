/** One download of a tender file's (招标文件, a trade-bid-file record's) attachment by an enterprise user (migration 0039). */
export interface TenderFileDownloadsTable {
  id: string;
  record_id: string;
  file_id: string;
  file_name: string;
  user_id: string;
  user_name: string;
  enterprise_id: string | null;
  enterprise_name: string;
  downloaded_at: string;
}

/** A file attached to a project's review (评审文件) by batch upload (migration 0039); `notified_at` once an upload notice named it. */
export interface ReviewFilesTable {
  id: string;
  project_id: string;
  file_id: string;
  file_name: string;
  uploaded_by: string;
  uploader_name: string;
  uploaded_at: string;
  notified_at: string | null;
}
