/**
 * A Map that refuses a second registration under the same key (after nocobase's Registry). Every
 * list of kinds in the platform is one: field types, column types, filter kinds, page kinds.
 */
export class Registry<T> {
  private readonly map = new Map<string, T>();

  constructor(entries: Iterable<readonly [string, T]> = []) {
    for (const [key, value] of entries) this.register(key, value);
  }

  register(key: string, value: T): void {
    if (this.map.has(key)) throw new Error(`registry already has the key "${key}"`);
    this.map.set(key, value);
  }
  get(key: string): T | undefined {
    return this.map.get(key);
  }
  has(key: string): boolean {
    return this.map.has(key);
  }
  keys(): string[] {
    return [...this.map.keys()];
  }
  values(): T[] {
    return [...this.map.values()];
  }
}

/**
 * The entry of `key` in a table written as an object literal, own properties only: a name the
 * caller chose (`toString`, `__proto__`) is unknown, never a member of Object.prototype.
 */
export const ownEntry = <T>(table: Readonly<Record<string, T>>, key: string | undefined): T | undefined =>
  key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
