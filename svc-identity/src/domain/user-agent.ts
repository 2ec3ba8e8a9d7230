// Browser and OS labels for the login history ("Chrome 126", "Linux"), from the User-Agent header.
// ua-parser-js stays on 1.0.x: 2.x is AGPL.
import { UAParser } from 'ua-parser-js';

export interface ParsedAgent {
  browser: string;
  os: string;
}

export function parseUserAgent(userAgent: string): ParsedAgent {
  const r = new UAParser(userAgent).getResult();
  const major = r.browser.version?.split('.')[0];
  const browser = r.browser.name ? (major ? `${r.browser.name} ${major}` : r.browser.name) : 'Unknown';
  const os = r.os.name ? (r.os.version ? `${r.os.name} ${r.os.version}` : r.os.name) : 'Unknown';
  return { browser, os };
}
