/**
 * Who may be drawn (docs/projects.md "专家抽取"): in the pool (在库), of the specialty, of the region
 * when one is named, not working for a bidding enterprise, not one who declined this project, not
 * drawn for another session overlapping this one. Pure, so the 1,000-draw test runs it directly.
 */

/** An expert as the draw reads the record of node trade-expert-form. */
export interface Expert {
  id: string;
  name: string;
  specialty: string;
  /** the region path (province, city) */
  region: string[];
  workUnit: string;
  phone: string;
  inPool: boolean;
}

export interface Exclusions {
  /** names of the bidding enterprises (trimmed) */
  bidderNames: ReadonlySet<string>;
  /** experts who declined this project */
  declined: ReadonlySet<string>;
  /** experts drawn (and not declined) for a session overlapping this one, any project */
  busy: ReadonlySet<string>;
}

export interface Criteria {
  specialty: string;
  /** a province or city code; '' = anywhere */
  region: string;
}

/** The record's values as the draw needs them; a record without a name or specialty is not an expert yet. */
export function expertOf(id: string, data: Record<string, unknown>): Expert | null {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
  const name = text(data.xm);
  const specialty = text(data.zy);
  if (!name || !specialty) return null;
  const region = Array.isArray(data.dq) ? data.dq.map(text).filter(Boolean) : text(data.dq) ? [text(data.dq)] : [];
  return { id, name, specialty, region, workUnit: text(data.gzdw), phone: text(data.lxdh), inPool: text(data.zt) === '在库' };
}

/** The eligible ids, sorted (the pool a step stores). */
export function eligiblePool(experts: readonly Expert[], criteria: Criteria, ex: Exclusions): string[] {
  return experts
    .filter(
      (e) =>
        e.inPool &&
        e.specialty === criteria.specialty &&
        (!criteria.region || e.region.includes(criteria.region)) &&
        !ex.bidderNames.has(e.workUnit) &&
        !ex.declined.has(e.id) &&
        !ex.busy.has(e.id),
    )
    .map((e) => e.id)
    .sort();
}
