// Debian Chromium driven by playwright-core (toolchain notes: no bundled browser download).
// Installs the Debian package under the shared apt lock when it is missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Installs Debian's Chromium when /usr/bin/chromium is missing (the browser tests and the benchmarks that
 *  launch it themselves: Lighthouse's chrome-launcher). */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  execFileSync(
    'flock',
    ['/tmp/atelier-apt.lock', 'sh', '-c', `test -x ${CHROMIUM} || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium)`],
    { stdio: 'inherit', timeout: 600_000 },
  );
}

/** A fresh browser; every launch gets its own temporary profile, so no state leaks between files. */
export function launchBrowser(): Promise<Browser> {
  ensureChromium();
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

/** A browser someone else launched (Lighthouse's, by chrome-launcher), reached over CDP on `port`. */
export function connectBrowser(port: number): Promise<Browser> {
  return chromium.connectOverCDP(`http://127.0.0.1:${port}`);
}
