/** Login role types of the spec: M administrator, D developer, U enterprise user. */
export const ROLES = ['M', 'D', 'U'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  M: '管理员',
  D: '开发者',
  U: '企业用户',
};
