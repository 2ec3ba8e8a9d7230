// Runs testkit's OIDC provider in its own Node process and prints {issuer, clientId, clientSecret}
// as one JSON line. Jest's sandbox breaks jose's key checks (cross-realm), so the provider must not
// live inside the test; the test talks to it over HTTP like a browser and identity would.
import { startOidcProvider } from '@atelier/testkit';

void (async () => {
  const p = await startOidcProvider();
  process.stdout.write(`${JSON.stringify({ issuer: p.issuer, clientId: p.clientId, clientSecret: p.clientSecret })}\n`);
  // Commands on stdin: one JSON user per line for setNextUser; stdin closing stops the provider.
  let buf = '';
  process.stdin.on('data', (d) => {
    buf += d;
    let i: number;
    while ((i = buf.indexOf('\n')) >= 0) {
      p.setNextUser(JSON.parse(buf.slice(0, i)));
      buf = buf.slice(i + 1);
      process.stdout.write('ok\n');
    }
  });
  process.stdin.on('end', () => void p.close().then(() => process.exit(0)));
})();
