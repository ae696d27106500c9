/**
 * What each kind of page fetches ahead when nobody clicks, hovers or scrolls (DECISIONS
 * 2026-11-28: at most 6 documents, after the page's own load). A page is opened in Chromium
 * (puppeteer-core, which lets Speculation Rules prefetch and prerender) at a desktop's and a
 * phone's size, left alone for a few seconds after its load, and every answer the server gives
 * with a `Sec-Purpose` of prefetch or prerender is counted: the documents, every request (a
 * prerendered page's own files too) and the bytes sent, gzipped as a CDN sends them.
 */
import type { IncomingMessage } from 'node:http';
import puppeteer from 'puppeteer-core';
import { settleMs } from '../../src/browser/ahead/settled.ts';
import { startServer } from '../../src/test/staticServer.ts';
import { chromeFlags, chromePath } from './chromium.ts';

export interface AheadTarget {
  kind: string;
  path: string;
}

export interface AheadRun {
  kind: string;
  width: number;
  documents: string[];
  requests: number;
  bytes: number;
}

/** The sizes a page is opened at: a desktop's window and a phone's screen. */
export const aheadViewports = [
  { width: 1440, height: 900, isMobile: false },
  { width: 390, height: 844, isMobile: true },
] as const;

/** How long a page is left alone after its load: long enough for the settle and a prerender's own files. */
const quietMs = settleMs + 4000;

const speculative = (request: IncomingMessage): boolean => String(request.headers['sec-purpose'] ?? '').startsWith('prefetch');

export async function measureFetchedAhead(root: string, port: number, targets: readonly AheadTarget[]): Promise<AheadRun[]> {
  let heard: { path: string; bytes: number; document: boolean }[] = [];
  const server = await startServer({ root }, port, {
    answered(urlPath, _status, request, bytes) {
      if (speculative(request))
        heard.push({ path: urlPath, bytes, document: String(request.headers['sec-fetch-dest'] ?? '') === 'document' });
    },
  });
  const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: chromeFlags });
  const runs: AheadRun[] = [];
  try {
    for (const viewport of aheadViewports) {
      for (const target of targets) {
        const context = await browser.createBrowserContext();
        try {
          const page = await context.newPage();
          await page.setViewport(viewport);
          heard = [];
          await page.goto(new URL(target.path, server.origin).href, { waitUntil: 'load' });
          await new Promise((resolve) => setTimeout(resolve, quietMs));
          const documents = heard.filter((answer) => answer.document).map((answer) => answer.path);
          runs.push({
            kind: target.kind,
            width: viewport.width,
            documents,
            requests: heard.length,
            bytes: heard.reduce((sum, answer) => sum + answer.bytes, 0),
          });
          console.log(
            `[ahead] ${target.kind} at ${String(viewport.width)} px: ${documents.join(', ') || 'nothing'} (${String(heard.length)} requests)`,
          );
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return runs;
}

/** The report's section: per page kind and width, what was fetched ahead with nobody touching the page. */
export function fetchedAheadSection(runs: readonly AheadRun[]): string[] {
  return [
    '## Fetched ahead when nobody clicks',
    '',
    `Each kind of page opened in Chromium at a desktop's and a phone's size and left alone ${String(quietMs / 1000)} s after its load: every answer with a \`Sec-Purpose\` of prefetch or prerender, the documents among them, and the bytes sent gzipped (scripts/bench/fetchedAhead.ts). The budget is 6 documents a page (DECISIONS 2026-11-28).`,
    '',
    '| Page kind | Width (px) | Documents | Which | Requests | KB sent |',
    '| --- | ---: | ---: | --- | ---: | ---: |',
    ...runs.map(
      (run) =>
        `| ${run.kind} | ${String(run.width)} | ${String(run.documents.length)} | ${run.documents.join(', ') || '–'} | ${String(run.requests)} | ${(run.bytes / 1024).toFixed(1)} |`,
    ),
  ];
}
