// The shell page's security headers as nginx `add_header` lines, for the distributed mode, where nginx
// (deploy/docker/nginx/shell.conf.template) serves the shell's HTML instead of this gateway. The values
// are the gateway's own (edge-headers.ts pageHeaders: helmet's set with the Content-Security-Policy,
// Permissions-Policy) for the layout deploy/ sets up: the remotes, the API, /media and the Razorpay
// sandbox on the page's own origin ('self'), Razorpay's hosted Checkout allowed (a deployment with
// real keys loads it), CSP_SOURCES as the gateway reads it, and the inline-script hashes of the
// shell's HTML that the image carries. HSTS is the TLS terminator's (the ingress), not nginx's.
// The shell image's build writes them (deploy/docker/web.Dockerfile):
//   CSP_SOURCES=… node --import tsx svc-gateway/src/web/nginx-page-headers.ts shell-app/dist/index.html > page-headers.conf
import { readFileSync } from 'node:fs';
import { cspSources } from '../config/settings';
import { pageHeaders, RAZORPAY_CHECKOUT_ORIGIN } from '../plugins/edge-headers';

/** Header names as browsers and the gateway spell them in docs (nginx keeps the case it is given). */
const display = (name: string) => name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase());

/** nginx's double-quoted string, `"` and `\` escaped. nginx has no escape for `$` (a variable), and no
 *  header of ours has one or a line break: refused rather than written wrong. */
function quoted(value: string): string {
  if (/[\r\n$]/.test(value)) throw new Error(`a header value nginx cannot carry as it is: ${JSON.stringify(value)}`);
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

/** The `add_header … always;` lines for the page served from `shellHtml`. */
export function nginxPageHeaders(shellHtml: string, env: NodeJS.ProcessEnv = {}): string {
  const headers = pageHeaders(
    { publicUrl: '', checkoutScriptUrl: `${RAZORPAY_CHECKOUT_ORIGIN}/v1/checkout.js`, extraSources: cspSources(env) },
    shellHtml,
  );
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${display(name)} ${quoted(value)} always;`);
  return `# Written by svc-gateway/src/web/nginx-page-headers.ts at the image's build: edit that, not this.\n${lines.join('\n')}\n`;
}

if (require.main === module) {
  const index = process.argv[2];
  if (!index) {
    console.error('usage: node --import tsx svc-gateway/src/web/nginx-page-headers.ts <shell-app/dist/index.html>');
    process.exit(2);
  }
  process.stdout.write(nginxPageHeaders(readFileSync(index, 'utf8'), process.env));
}
