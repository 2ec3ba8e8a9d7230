// POST /csp-report: where browsers send Content-Security-Policy violations (the policy's report-uri,
// and report-to through Reporting-Endpoints). Each report is logged at warn with the few fields that
// say what was blocked where, cut short: a report is client input. Small bodies only, its own per-IP
// budget, outside /api (browsers send no CSRF header) and out of the OpenAPI document.
import type { FastifyInstance } from 'fastify';
import { CSP_REPORT_PATH } from '../plugins/edge-headers';
import { WINDOW_MS } from '../plugins/rate-limit';

/** Largest report body accepted (one violation is well under 2 KiB; Reporting API batches a few). */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
/** Reports per minute per client IP; a page in a violation loop must not flood the logs. */
export const CSP_REPORT_MAX = 30;
const FIELD_MAX = 300;
const REPORTS_MAX = 10;

const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/** The fields worth logging from one report, in either format (report-uri's kebab-case body
 *  under "csp-report", or the Reporting API's camelCase `body` of a "csp-violation"). */
export function summariseReports(body: unknown): Record<string, string>[] {
  const entries = Array.isArray(body) ? body : [body];
  const out: Record<string, string>[] = [];
  for (const entry of entries.slice(0, REPORTS_MAX)) {
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as Record<string, unknown>;
    const r = (e['csp-report'] ?? e.body) as Record<string, unknown> | undefined;
    if (!r || typeof r !== 'object') continue;
    const pick = (...names: string[]) => {
      for (const n of names) {
        const v = r[n];
        if (typeof v === 'string' || typeof v === 'number') return String(v).slice(0, FIELD_MAX);
      }
      return undefined;
    };
    const fields = {
      document: pick('document-uri', 'documentURL'),
      directive: pick('effective-directive', 'effectiveDirective', 'violated-directive'),
      blocked: pick('blocked-uri', 'blockedURL'),
      source: pick('source-file', 'sourceFile'),
      line: pick('line-number', 'lineNumber'),
      sample: pick('script-sample', 'sample'),
      disposition: pick('disposition'),
    };
    out.push(Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, string>);
  }
  return out;
}

export async function registerCspReport(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT }, scope.getDefaultJsonParser('error', 'error'));
    scope.post(
      CSP_REPORT_PATH,
      { schema: { hide: true }, bodyLimit: CSP_REPORT_BODY_LIMIT, config: { rateLimit: { max: CSP_REPORT_MAX, timeWindow: WINDOW_MS, groupId: 'csp-report' } } },
      async (request, reply) => {
        for (const report of summariseReports(request.body)) request.log.warn({ csp: report }, 'content security policy violation');
        return reply.code(204).send();
      },
    );
  });
}
