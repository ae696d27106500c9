import { z } from 'astro/zod';

// What the build needs to find words that are no longer true (src/lib/content/staleMentions.ts):
// the names a page had and goes by, and the words another page keeps on purpose.

/** The names (or titles) a page had before: the editor adds the old one when it is renamed. */
export const formerNames = (what: 'name' | 'title') =>
  z
    .array(z.string().min(1).max(80))
    .optional()
    .meta({ label: `Former ${what}s`, singular: `Former ${what}` })
    .describe(
      `The ${what}s it had before: the editor adds the old one here when you save a new ${what}. The build reports every page that still says one, until that page is changed or lists the words under Names kept on purpose.`,
    );

/** Shorter names the site's words use for a page ("food cost"), found once it is retired. */
export const alsoCalled = z
  .array(z.string().min(2).max(40))
  .optional()
  .meta({ label: 'Also called', singular: 'Other name' })
  .describe(
    'Shorter names the site’s words use for it, e.g. "food cost". Once it is retired, the build reports every page that still says its name or one of these.',
  );

/** Words a page says on purpose that the build would otherwise report as no longer true. */
export const keptMentions = z
  .array(z.string().min(1).max(80))
  .optional()
  .meta({ label: 'Names kept on purpose', singular: 'Words kept' })
  .describe(
    'Words the build would report here as no longer true (the name of a retired page, a former name, a count of modules, suites or stories that has changed) but that this page says on purpose, e.g. in a story about how things were. Write them as the page does.',
  );
