// What an audit row changed, readable: the before and after (JSON, secrets already "[redacted]"
// by the service) flattened to dotted paths, keeping only the paths whose value differs. A create
// has no before (every path is added), a delete no after (every path removed). Pure, unit-tested.

export interface DiffLine {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  /** JSON text of each side; undefined where that side has no such path. */
  before?: string;
  after?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Leaf values by dotted path ("settings.steps"); arrays and scalars are leaves. A bare scalar is at path "". */
export function flatten(value: unknown, prefix = '', out: Map<string, string> = new Map()): Map<string, string> {
  if (isObject(value) && Object.keys(value).length) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (value !== undefined) {
    out.set(prefix, JSON.stringify(value));
  }
  return out;
}

/** The paths whose value differs between before and after, in the order they first appear. */
export function auditDiff(before: unknown, after: unknown): DiffLine[] {
  const b = before === null || before === undefined ? new Map<string, string>() : flatten(before);
  const a = after === null || after === undefined ? new Map<string, string>() : flatten(after);
  const paths = [...new Set([...b.keys(), ...a.keys()])];
  const lines: DiffLine[] = [];
  for (const path of paths) {
    const was = b.get(path);
    const now = a.get(path);
    if (was === now) continue;
    lines.push(was === undefined ? { path, kind: 'added', after: now } : now === undefined ? { path, kind: 'removed', before: was } : { path, kind: 'changed', before: was, after: now });
  }
  return lines;
}

/** A side as indented JSON for the full view ("none" when absent). */
export const prettyJson = (v: unknown): string => (v === null || v === undefined ? 'none' : JSON.stringify(v, null, 2));
