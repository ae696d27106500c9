/**
 * Full-page screenshots of every route at 390, 800 and 1440 px into screenshots/ (git-ignored),
 * so anyone can look at the whole site in a minute, and of the home page, a module page and the
 * form at 390 and 1440 px in Firefox and WebKit too (screenshots/firefox/, screenshots/webkit/),
 * where they are installed. Run with `npm run screenshots` (builds first).
 */
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { contentPaths } from '../src/test/siteContent.ts';
import { engines, missingInstall } from '../e2e/engines/engines.ts';

const port = 4331;
const origin = `http://127.0.0.1:${port}`;
const widths = [390, 800, 1440];
const outDir = 'screenshots';

const server = spawn('npx', ['astro', 'preview', '--host', '127.0.0.1', '--port', String(port)], {
  env: { ...process.env, ASTRO_PREVIEW_BACKGROUND: '0', ASTRO_TELEMETRY_DISABLED: '1' },
  stdio: 'ignore',
  detached: true,
});

/** Runs in the page: scrolls through once so lazy images and client:visible islands are in place. */
async function scrollThrough(): Promise<void> {
  for (let y = 0; y < document.body.scrollHeight; y += 600) {
    window.scrollTo(0, y);
    await new Promise((resolve) => setTimeout(resolve, 80));
  }
  window.scrollTo(0, 0);
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no server on ${origin}`);
}

try {
  await waitForServer();
  await mkdir(outDir, { recursive: true });
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--disable-background-networking', '--no-first-run'],
  });
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
    for (const path of [...contentPaths, '/no-such-page']) {
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      await page.evaluate(scrollThrough);
      const name = path === '/' ? 'home' : path.slice(1);
      await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
    }
    await page.close();
  }
  await browser.close();
  console.log(`screenshots of ${contentPaths.length + 1} routes at ${widths.join(', ')} px in ${outDir}/`);

  for (const engine of engines.filter((candidate) => candidate.name !== 'chromium')) {
    const install = missingInstall(engine);
    if (install) {
      console.log(`no ${engine.name} screenshots: it is not installed (${install})`);
      continue;
    }
    await mkdir(`${outDir}/${engine.name}`, { recursive: true });
    const other = await engine.launch(origin);
    try {
      for (const width of [390, 1440]) {
        for (const path of ['/', '/room-booking', '/form']) {
          await other.open(path, width);
          await other.evaluate(scrollThrough);
          await other.screenshot(`${outDir}/${engine.name}/${path === '/' ? 'home' : path.slice(1)}-${width}.png`);
        }
      }
    } finally {
      await other.close();
    }
    console.log(`screenshots of home, /room-booking and /form at 390 and 1440 px in ${outDir}/${engine.name}/`);
  }
} finally {
  if (server.pid) process.kill(-server.pid);
}
