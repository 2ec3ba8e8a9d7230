// A model instance's settings as the admin types them (JSON text): what is wrong with it, in the
// spec's words, with the line and column where the text stops being JSON. The admin's settings
// editor checks every keystroke with it, and svc-imaging runs the same check when it saves, so the
// server and the editor cannot disagree (docs/imaging.md "Administration").
import type { ControllerName } from './imaging';
import { IMAGING_MSG } from './messages';

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

/** Controllers that call a node over the network: their settings must name it (`base_url`). */
export const needsBaseUrl = (controller: ControllerName | undefined): boolean => controller !== undefined && controller !== 'cpu';

/**
 * Checks settings text: empty → `emptyMsg` (the create or update form's spec §5 message); not JSON →
 * "Settings must be valid JSON (line L, column C)"; a scalar → settingsShape; a remote controller
 * without a `base_url` string → baseUrlRequired (the server also checks the address itself).
 */
export function checkSettings(text: string, controller: ControllerName | undefined, emptyMsg: string): SettingsCheck {
  if (text.trim() === '') return { ok: false, message: emptyMsg };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const { line, column } = whereParseFailed(text, e);
    return { ok: false, message: `${IMAGING_MSG.settingsJson} (line ${line}, column ${column})`, line, column };
  }
  if (value === null || typeof value !== 'object') return { ok: false, message: IMAGING_MSG.settingsShape };
  if (needsBaseUrl(controller)) {
    const baseUrl = Array.isArray(value) ? undefined : (value as Record<string, unknown>).base_url;
    if (typeof baseUrl !== 'string' || baseUrl === '') return { ok: false, message: IMAGING_MSG.baseUrlRequired };
  }
  return { ok: true, value: value as Record<string, unknown> | unknown[] };
}
