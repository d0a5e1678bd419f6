/** The address of a project's registration tab (/fiveInOne/detail/<key>?id=<project record id>); no id: a new project. */
export const detailPath = (key: string, projectId?: string): string => `/fiveInOne/detail/${key}${projectId ? `?id=${encodeURIComponent(projectId)}` : ''}`;
