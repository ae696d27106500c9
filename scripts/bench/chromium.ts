/** The Chromium every benchmark run uses (Debian's), and its flags: headless, no background work. */
export const chromePath = '/usr/bin/chromium';
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
