// The shell page's headers as nginx lines (web/nginx-page-headers.ts): one `add_header … always;` per
// header of the gateway's page set, values quoted for nginx, CSP_SOURCES read as the gateway reads it.
// (packages/runtime/tests/web-nginx.int.test.ts runs the lines in a real nginx.)
import { nginxPageHeaders } from '../src/web/nginx-page-headers';

const HTML = '<html><head><script>document.documentElement.classList.add("dark")</script></head></html>';

test('one always-sent add_header per header, quotes inside a value escaped for nginx', () => {
  const conf = nginxPageHeaders(HTML);
  const lines = conf.split('\n').filter((l) => l.startsWith('add_header'));
  expect(lines.length).toBeGreaterThanOrEqual(10);
  for (const l of lines) expect(l).toMatch(/^add_header [A-Z][A-Za-z-]+ "(?:[^"\\]|\\.)*" always;$/);
  expect(conf).toContain('add_header X-Frame-Options "DENY" always;');
  // Permissions-Policy quotes its origins: escaped, so nginx reads one string.
  expect(conf).toMatch(/add_header Permissions-Policy ".*payment=\(self \\"https:\/\/checkout\.razorpay\.com\\"/);
  expect(conf).toMatch(/add_header Content-Security-Policy ".*script-src 'self' https:\/\/checkout\.razorpay\.com 'sha256-[A-Za-z0-9+/=]+'/);
});

test('CSP_SOURCES widen the page policy as they do the gateway\'s, and a bad one is refused', () => {
  expect(nginxPageHeaders(HTML, { CSP_SOURCES: 'https://cdn.example.com' })).toMatch(/script-src 'self' https:\/\/cdn\.example\.com/);
  expect(() => nginxPageHeaders(HTML, { CSP_SOURCES: "'unsafe-inline'" })).toThrow(/CSP_SOURCES must list http\(s\) origins/);
});
