import type { SessionUser } from '../session-user';
import { EXPERT_MESSAGES, type Bidder, type DrawnExpert, type ExpertDraw } from '../../schemas/experts';
import type { Expert } from './eligibility';
import type { StoredDraw } from './repo';

/**
 * Who reads the drawn names (docs/projects.md "专家抽取"): administrators always; the project's own
 * enterprise once the session has begun (the opening); nobody else — they read 已抽取 N 名专家.
 */
export function namesVisible(user: Pick<SessionUser, 'role' | 'enterpriseId'>, draw: StoredDraw['draw'], now: string): boolean {
  if (user.role === 'M') return true;
  if (now < draw.session_start) return false;
  return user.role === 'U' && !!user.enterpriseId && user.enterpriseId === draw.project_enterprise_id;
}

export interface Labels {
  specialties: Map<string, string>;
  regions: Map<string, string>;
  experts: Map<string, Expert>;
}

const parseList = (text: string): string[] => JSON.parse(text) as string[];

/** One stored draw as `user` may read it at `now`. */
export function drawView(stored: StoredDraw, user: Pick<SessionUser, 'role' | 'enterpriseId'>, now: string, labels: Labels): ExpertDraw {
  const { draw } = stored;
  const visible = namesVisible(user, draw, now);
  const admin = user.role === 'M';
  const drawnCount = stored.members.filter((m) => m.state === 'drawn').length;
  // the members in drawing order: step by step, each step's picks as drawn
  const order = new Map<string, number>();
  for (const s of stored.steps) parseList(s.picked).forEach((id, i) => order.set(id, s.step * 1000 + i));
  const members = [...stored.members].sort((a, b) => (order.get(a.expert_id) ?? 0) - (order.get(b.expert_id) ?? 0));
  const experts: DrawnExpert[] = members.map((m) => {
    const e = labels.experts.get(m.expert_id);
    return {
      expertId: m.expert_id,
      name: e?.name ?? m.expert_id,
      specialty: labels.specialties.get(e?.specialty ?? '') ?? e?.specialty ?? '',
      region: (e?.region ?? []).map((r) => labels.regions.get(r) ?? r).join(' '),
      workUnit: e?.workUnit ?? '',
      ...(admin ? { phone: e?.phone ?? '' } : {}),
      state: m.state === 'declined' ? 'declined' : 'drawn',
      step: m.step,
    };
  });
  const notice = visible ? '' : now < draw.session_start ? EXPERT_MESSAGES.hidden(drawnCount) : EXPERT_MESSAGES.hiddenAfter(drawnCount);
  return {
    id: draw.id,
    projectId: draw.project_id,
    projectName: draw.project_name,
    sessionStart: draw.session_start,
    sessionEnd: draw.session_end,
    specialty: draw.specialty,
    specialtyName: labels.specialties.get(draw.specialty) ?? draw.specialty,
    region: draw.region,
    regionName: draw.region ? (labels.regions.get(draw.region) ?? draw.region) : '不限',
    count: draw.count,
    bidders: admin ? (JSON.parse(draw.bidders) as Bidder[]) : [],
    createdAt: draw.created_at,
    createdBy: admin ? draw.created_by_name : '',
    visible,
    notice,
    experts: visible ? experts : [],
    steps: admin
      ? stored.steps.map((s) => ({
          step: s.step,
          kind: s.kind === 'replace' ? 'replace' : 'draw',
          seed: s.seed,
          pool: parseList(s.pool),
          picked: parseList(s.picked),
          replaces: s.replaces,
          at: s.created_at,
          by: s.created_by,
        }))
      : [],
  };
}
