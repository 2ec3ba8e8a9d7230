// A model instance's settings as the admin types them (JSON text): what is wrong with it, in the
// spec's words, with the line and column where the text stops being JSON. The admin's settings
// editor checks every keystroke with it, and svc-imaging runs the same check when it saves, so the
// server and the editor cannot disagree (docs/imaging.md "Administration"). The gateway's body
// schema (imaging.ts `Settings`) refuses the same too-large and too-deep settings at the edge.
import type { ControllerName } from './imaging';
import { IMAGING_LIMITS, IMAGING_MSG } from './messages';

export type SettingsCheck =
  | { ok: true; value: Record<string, unknown> | unknown[] }
  | { ok: false; message: string; line?: number; column?: number };

/** Line and column (from 1) of a character offset in `text`. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/**
 * Where JSON.parse stopped, from its error: engines say "line L column C" (V8 since 2023,
 * SpiderMonkey) or only "position N" (older V8); at the end of the text when they say neither.
 */
function whereParseFailed(text: string, error: unknown): { line: number; column: number } {
  const msg = error instanceof Error ? error.message : '';
  const lc = /line (\d+) column (\d+)/i.exec(msg);
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]) };
  const pos = /position (\d+)/i.exec(msg);
  return lineColumnAt(text, pos ? Number(pos[1]) : text.length);
}

/** True when `value` nests deeper than `max` levels (a top-level object or array is level 1).
 *  Iterative on purpose: a recursive walk is what a 10,000-deep value overflows. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/** What is wrong with parsed settings' size or depth (IMAGING_LIMITS), or null. The depth is
 *  checked first, so the JSON text measured for the size is never built from a too-deep value. */
export function settingsLimitProblem(value: unknown): string | null {
  if (nestsDeeperThan(value, IMAGING_LIMITS.settingsDepthMax)) return IMAGING_MSG.settingsTooDeep;
  if (JSON.stringify(value).length > IMAGING_LIMITS.settingsMax) return IMAGING_MSG.settingsTooLarge;
  return null;
}

/** The same limits on settings typed as JSON text (text that is not JSON is checkSettings' to word). */
export function settingsTextLimitProblem(text: string): string | null {
  if (text.length > IMAGING_LIMITS.settingsMax) return IMAGING_MSG.settingsTooLarge;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return nestsDeeperThan(value, IMAGING_LIMITS.settingsDepthMax) ? IMAGING_MSG.settingsTooDeep : null;
}

/** Controllers that call a node over the network: their settings must name it (`base_url`). */
export const needsBaseUrl = (controller: ControllerName | undefined): boolean => controller !== undefined && controller !== 'cpu';

/**
 * Checks settings text: empty → `emptyMsg` (the create or update form's spec §5 message); not JSON →
 * "Settings must be valid JSON (line L, column C)"; more than IMAGING_LIMITS.settingsMax characters →
 * settingsTooLarge; nested deeper than settingsDepthMax → settingsTooDeep; a scalar → settingsShape;
 * a remote controller without a `base_url` string → baseUrlRequired (the server also checks the
 * address itself).
 */
export function checkSettings(text: string, controller: ControllerName | undefined, emptyMsg: string): SettingsCheck {
  if (text.trim() === '') return { ok: false, message: emptyMsg };
  if (text.length > IMAGING_LIMITS.settingsMax) return { ok: false, message: IMAGING_MSG.settingsTooLarge };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const { line, column } = whereParseFailed(text, e);
    return { ok: false, message: `${IMAGING_MSG.settingsJson} (line ${line}, column ${column})`, line, column };
  }
  if (value === null || typeof value !== 'object') return { ok: false, message: IMAGING_MSG.settingsShape };
  if (nestsDeeperThan(value, IMAGING_LIMITS.settingsDepthMax)) return { ok: false, message: IMAGING_MSG.settingsTooDeep };
  if (needsBaseUrl(controller)) {
    const baseUrl = Array.isArray(value) ? undefined : (value as Record<string, unknown>).base_url;
    if (typeof baseUrl !== 'string' || baseUrl === '') return { ok: false, message: IMAGING_MSG.baseUrlRequired };
  }
  return { ok: true, value: value as Record<string, unknown> | unknown[] };
}
