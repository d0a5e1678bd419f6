/**
 * The name and one line of what an administrators' page does, above its controls: 角色权限,
 * 管理员管辖范围 and 账号管理 read alike by their old names (issue 45 point 11), so each says what it is for.
 */
export function PageIntro({ title, children }: { title: string; children: string }) {
  return (
    <div style={{ marginBottom: 16 }}>
      <h2 style={{ margin: '0 0 4px', fontSize: 18 }}>{title}</h2>
      <p style={{ margin: 0, color: 'var(--ks-text-muted)' }}>{children}</p>
    </div>
  );
}
