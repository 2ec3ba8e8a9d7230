import { launch } from 'chrome-launcher';
import { CHROMIUM } from '../e2e/harness/browser';
import { startProduct } from '../e2e/harness/product';
void (async () => {
  const { default: lighthouse } = await import('lighthouse');
  const product = await startProduct();
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const r = await lighthouse(product.url + (process.env.PAGE ?? '/login'), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a: any = r!.lhr.audits;
    console.log('TBT', Math.round(a['total-blocking-time'].numericValue));
    for (const i of a['bootup-time'].details.items.slice(0, 10)) console.log('bootup', i.url.replace(product.url, ''), Math.round(i.total), Math.round(i.scripting), Math.round(i.scriptParseCompile));
    for (const i of (a['long-tasks']?.details?.items ?? []).slice(0, 12)) console.log('long', i.url?.replace(product.url, ''), Math.round(i.startTime), Math.round(i.duration));
    for (const i of a['mainthread-work-breakdown'].details.items) console.log('work', i.groupLabel ?? i.group, Math.round(i.duration));
  } finally { chrome.kill(); await product.stop(); }
})();
