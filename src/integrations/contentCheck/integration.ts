import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import type { ContentReport } from '../../lib/content/contentReport';
import { mistakeLine, staleLine } from '../../lib/content/reportLines';
import { ALLOW_PLACEHOLDERS } from '../deployGuard';
import { refuseBuild } from '../refuseBuild';
import { devAnswer } from './devAnswer';
import { contentCheckPath } from './paths';
import { contentStamp } from '../../build/contentFiles';
import { readContentReport } from './readContent';

/**
 * The build's judgement of the content, said in the editor's words and without a stack trace: a
 * mistake stops every build; words no longer true (src/lib/content/staleMentions.ts) are warnings
 * in a local build and stop the deploy build (`npm run build`, without ALLOW_PLACEHOLDERS).
 * Returns why the build must stop, or undefined.
 */
export function judgeContent(report: ContentReport, logger: AstroIntegrationLogger, deploy: boolean): string | undefined {
  for (const mention of report.stale) (deploy ? logger.error : logger.warn).call(logger, staleLine(mention));
  for (const mistake of report.mistakes) logger.error(mistakeLine(mistake));
  const stale = deploy ? report.stale.length : 0;
  if (report.mistakes.length === 0 && stale === 0) return undefined;
  return [
    report.mistakes.length > 0 && `${report.mistakes.length} mistake${report.mistakes.length === 1 ? '' : 's'} in the content`,
    stale > 0 && `${stale} place${stale === 1 ? '' : 's'} saying what is no longer true`,
  ]
    .filter(Boolean)
    .join(' and ')
    .concat(': each is named above. Correct them in the editor at /admin (npm run cms shows them at ' + contentCheckPath + ').');
}

/**
 * The content checked as a whole, at every build and on every page of the local preview:
 * - the build stops, naming each mistake by the entry and field the editor shows (judgeContent);
 * - `astro dev` (and `npm run cms`) answers from the content as it is now, not as it was when the
 *   server started: a retired page's address answers 301 at once, while a mistake stands every page
 *   is a page that names it instead of a blank error under Astro's overlay, and the words no longer
 *   true are listed at /_content-check (a line on every page leads there).
 */
export function contentCheck(root: URL, env: NodeJS.ProcessEnv = process.env): AstroIntegration {
  let report: ContentReport | undefined;
  let stamp = '';
  /** The report, read again only when a content file has changed. */
  const current = (): ContentReport => {
    const now = contentStamp(root);
    if (!report || now !== stamp) [report, stamp] = [readContentReport(root), now];
    return report;
  };
  return {
    name: 'content-check',
    hooks: {
      'astro:config:setup': ({ command, injectRoute, addMiddleware }) => {
        if (command !== 'dev') return;
        injectRoute({ pattern: contentCheckPath, entrypoint: new URL('./ContentCheckPage.astro', import.meta.url), prerender: false });
        addMiddleware({ entrypoint: new URL('./notice.ts', import.meta.url), order: 'post' });
      },
      'astro:server:setup': ({ server, logger }) => {
        let said = '';
        server.middlewares.use((request, response, next) => {
          if (request.method !== 'GET' && request.method !== 'HEAD') return next();
          const url = new URL(request.url ?? '/', 'http://preview');
          const answer = devAnswer(url.pathname, current());
          if (answer.kind === 'redirect') {
            response.writeHead(301, { Location: answer.to }).end();
            return;
          }
          if (answer.kind === 'explain') {
            // Said once per state of the content, not once per request.
            if (said !== stamp) logger.warn(`The content has a mistake: the preview shows ${contentCheckPath} in place of its pages.`);
            said = stamp;
            request.url = answer.path;
          }
          next();
        });
      },
      'astro:build:start': ({ logger }) => {
        const stop = judgeContent(current(), logger, env[ALLOW_PLACEHOLDERS] !== '1');
        if (stop === undefined) return;
        // Each finding is logged above in the editor's words.
        throw refuseBuild(stop);
      },
    },
  };
}
