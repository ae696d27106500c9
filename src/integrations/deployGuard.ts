import type { AstroIntegration } from 'astro';
import { singleEntry } from '../build/contentFiles.ts';
import { placeholderFacts } from '../lib/deploy/placeholderFacts.ts';
import { placeholderProblems, type DeployTargets } from '../lib/deploy/placeholders.ts';
import { companySchema, type CompanyFacts } from '../schemas/company.ts';

/** Set to 1 by the local builds (npm start, npm test, screenshots, bench), which may use placeholders. */
export const ALLOW_PLACEHOLDERS = 'ALLOW_PLACEHOLDERS';

/** The company's facts as the editor saved them (src/content/company.yaml), checked by their schema. */
function savedCompanyFacts(): CompanyFacts {
  return companySchema.parse(singleEntry(process.cwd(), 'company'));
}

/**
 * Stops a production build that would ship the placeholder site URL or form endpoint (every lead
 * would be lost), or the template's example company facts (an example.com e-mail or page, a
 * fictional phone number, an /example profile, YouTube's sample video). `npm run build` is the
 * deploy build; the local scripts set ALLOW_PLACEHOLDERS=1.
 */
export function deployGuard(
  targets: () => DeployTargets,
  env: NodeJS.ProcessEnv = process.env,
  companyFacts: () => CompanyFacts = savedCompanyFacts,
): AstroIntegration {
  return {
    name: 'deploy-guard',
    hooks: {
      'astro:build:start': () => {
        if (env[ALLOW_PLACEHOLDERS] === '1') return;
        const problems = [...placeholderProblems(targets()), ...placeholderFacts(companyFacts())];
        if (problems.length === 0) return;
        throw new Error(
          [
            'This build would go live with placeholders:',
            ...problems.map((problem) => `  - ${problem}`),
            `Replace them in the editor at /admin or in the files (docs/configuration.md). For a local build only, set ${ALLOW_PLACEHOLDERS}=1 (npm start does).`,
          ].join('\n'),
        );
      },
    },
  };
}
