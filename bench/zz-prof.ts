import { writeFileSync } from 'node:fs';
import { launchBrowser } from '../e2e/harness/browser';
import { startProduct } from '../e2e/harness/product';
void (async () => {
  const [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  try {
    const context = await browser.newContext({ baseURL: product.url });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(process.env.PAGE ?? '/login');
    await page.getByRole('button', { name: 'Submit', exact: true }).waitFor();
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync('/tmp/login.cpuprofile', JSON.stringify(profile));
    const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
    const self = new Map<number, number>();
    profile.samples!.forEach((s: number, i: number) => self.set(s, (self.get(s) ?? 0) + (profile.timeDeltas![i] ?? 0)));
    const byFile = new Map<string, number>(); const byFn = new Map<string, number>();
    for (const [id, t] of self) {
      const n: any = byId.get(id); const url = (n.callFrame.url || n.callFrame.functionName).replace(product.url, '');
      if (url === '(idle)' || url === '(program)') continue;
      byFile.set(url, (byFile.get(url) ?? 0) + t);
      const k = `${url}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber} ${n.callFrame.functionName}`;
      byFn.set(k, (byFn.get(k) ?? 0) + t);
    }
    for (const [k, v] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log('file', Math.round(v / 1000), k);
    for (const [k, v] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log('fn', Math.round(v / 1000), k);
  } finally { await browser.close(); await product.stop(); }
})();
