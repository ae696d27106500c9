import type { AstroIntegration } from 'astro';
import { placeholderProblems, type DeployTargets } from '../lib/deploy/placeholders.ts';

/** Set to 1 by the local builds (npm start, npm test, screenshots, bench), which may use placeholders. */
export const ALLOW_PLACEHOLDERS = 'ALLOW_PLACEHOLDERS';

/**
 * Stops a production build that would ship the placeholder site URL or form endpoint (every lead
 * would be lost). `npm run build` is the deploy build; the local scripts set ALLOW_PLACEHOLDERS=1.
 */
export function deployGuard(targets: DeployTargets, env: NodeJS.ProcessEnv = process.env): AstroIntegration {
  return {
    name: 'deploy-guard',
    hooks: {
      'astro:build:start': () => {
        if (env[ALLOW_PLACEHOLDERS] === '1') return;
        const problems = placeholderProblems(targets);
        if (problems.length === 0) return;
        throw new Error(
          [
            'This build would go live with placeholders:',
            ...problems.map((problem) => `  - ${problem}`),
            `Replace them (docs/configuration.md). For a local build only, set ${ALLOW_PLACEHOLDERS}=1 (npm start does).`,
          ].join('\n'),
        );
      },
    },
  };
}
