/**
 * The copies of the site the `*.copy.spec.ts` files read, each built once before them
 * (e2e/editedSite.setup.ts, a Playwright project the `copy` project depends on):
 * - the edited site: an editor's save, Markdown in copy, and pictures uploaded where the editor
 *   sends them (fields apart, so each spec sees its edit as if it were the only one);
 * - the grown site: a new module, suite and case study, and a module retired. It is a copy of its
 *   own because a new entry joins every page's menus, and the edited site's pages are held to the
 *   byte budgets of today's.
 * A build that must fail is a refusal of its own (buildCopy.ts: refusalOf), seconds long.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { contentSources } from '../../src/content/sources';
import { slugOf } from '../../src/lib/content/pageSlug';
import { buildCopy, type FileEdits } from './buildCopy';
import { builtEditorConfig, upload } from './editorUploads';
import { caseStudies, moduleOrder, modules, nth } from '../../src/test/siteContent';

type Yaml = Record<string, unknown>;
const read = (path: string): unknown => parse(readFileSync(path, 'utf8'));

/** Where a copy is built, by name, for this checkout; its site is in `dist/` below it. */
const copyFolder = (name: string): string => join(tmpdir(), `site-${name}-${Buffer.from(process.cwd()).toString('base64url').slice(-24)}`);
const editedSiteFolder = copyFolder('edited');
const grownSiteFolder = copyFolder('grown');
export const editedDist = join(editedSiteFolder, 'dist');
export const grownDist = join(grownSiteFolder, 'dist');

/** The module page and case study the edits change (the first of each). */
export const editedModule = nth(modules, 0);
export const editedCaseStudy = nth(caseStudies, 0);
export const editedModuleFile = `${contentSources.modules.folder}${editedModule.path}.yaml`;
export const editedCaseStudyFile = `${contentSources.caseStudies.folder}${editedCaseStudy.path}.yaml`;
export const editedSuiteFile = `${contentSources.suites.folder}/club-suite.yaml`;

/** What the editor test saves in /admin: the module's tagline and the first testimonial's quote. */
export const editorSave = {
  tagline: 'Every reservation, one calm front desk',
  quote:
    'Night audit used to take four people until two in the morning. Now one person closes every property before midnight, and revenue by property is on my screen by seven.',
};

/** Markdown a marketer writes in copy: an FAQ answer with a list and a link, a paragraph with bold and a link. */
export const markdownEdit = {
  answer: 'Three ways:\n\n- your **booking engine**\n- the channels\n\nSee [the pricing](/form) or <b>call</b>.',
  paragraph: 'Members sign for **every** charge, see [the demo](/form).',
};

/** The first file of a folder collection, as a model for a new entry: a new entry has no position, so it comes last. */
function modelOf(folder: string): Yaml {
  const [first] = readdirSync(folder).filter((name) => name.endsWith('.yaml'));
  const model = read(`${folder}/${first ?? ''}`) as Yaml;
  delete model['order'];
  return model;
}

// The three new entries, named with characters the URL rule has to fold.
const moduleName = 'Café & Bar Ordering';
const suiteName = 'Café & Bar Suite';
const caseStudyTitle = 'A Café Chain Serves Faster';
const [moduleId, suiteId, caseStudyId] = [slugOf(moduleName), slugOf(suiteName), slugOf(caseStudyTitle)];

/** The ids (and web addresses) of the new module, suite and case study, made from their names. */
export const newPageIds = { module: moduleId, suite: suiteId, caseStudy: caseStudyId };

/** A new module, suite and case study, added as marketing would (each in a file named from its name). */
export const newPages = {
  module: {
    ...modelOf(contentSources.modules.folder),
    name: moduleName,
    tileLines: ['Café & Bar', 'Ordering'],
    tagline: 'Orders from table to bar, in one queue',
    hero: { heading: `${moduleName} for busy floors`, tagline: 'Every order reaches the right counter.' },
  },
  suite: { ...modelOf(contentSources.suites.folder), name: suiteName, modules: [moduleId, moduleOrder[0]?.slice(1) ?? ''] },
  caseStudy: { ...modelOf(contentSources.caseStudies.folder), title: caseStudyTitle, suite: suiteId, modules: [moduleId] },
};

/**
 * The published module the grown site retires, as marketing would: taken out of every suite and case
 * study that lists it, then retired with its visitors sent to the first module. The last in the
 * menus' order, so the new module (which comes last) stays last.
 */
const retiredModule = nth(modules, modules.length - 1);
export const retiredPage = {
  id: retiredModule.path.slice(1),
  name: retiredModule.name,
  to: nth(modules, 0).path,
};

/** Each suite and case study file that lists the retired module, without it. */
function withoutRetiredModule(): FileEdits {
  const folders = [contentSources.suites.folder, contentSources.caseStudies.folder];
  return Object.fromEntries(
    folders.flatMap((folder) =>
      readdirSync(folder)
        .map((name) => `${folder}/${name}`)
        .filter((path) => (read(path) as { modules: string[] }).modules.includes(retiredPage.id))
        .map((path) => [
          path,
          edited<{ modules: string[] }>(path, (data) => void (data.modules = data.modules.filter((id) => id !== retiredPage.id))),
        ]),
    ),
  );
}

/** The retired module's file: as it was, with where its visitors go. */
const retiredModuleFile = `${contentSources.modules.folder}/${retiredPage.id}.yaml`;
const retiredModuleYaml = (): string =>
  edited<Yaml>(retiredModuleFile, (data) => void (data['retired'] = { redirectTo: { kind: 'module', module: retiredPage.to.slice(1) } }));

/** What retiring the module saves, as marketing would: every list without it, then its own file retired. */
export const retirementEdits = (): FileEdits => ({ ...withoutRetiredModule(), [retiredModuleFile]: retiredModuleYaml() });

/** The pictures uploaded in the editor, from e2e/fixtures/pictures, and their alt text. */
export const pictureFixtures = {
  screenshot: 'e2e/fixtures/pictures/tape-chart.png',
  logo: 'e2e/fixtures/pictures/client-logo.svg',
  photo: 'e2e/fixtures/pictures/hotel-lobby.jpg',
};
export const pictureAlt = {
  hero: 'The tape chart: rooms down the side, nights across, each stay a bar',
  benefit: 'A week of arrivals on the tape chart',
  caseStudy: 'The hotel lobby at the front desk',
  person: 'Portrait of the general manager',
};

/** A YAML file with `change` made to what it holds. */
function edited<T>(path: string, change: (data: T) => void): string {
  const data = read(path) as T;
  change(data);
  return stringify(data);
}

/** Every file the edited site changes or adds, pictures uploaded where the editor's configuration sends them. */
export function editedFiles(): FileEdits {
  const config = builtEditorConfig();
  const hero = upload(config, 'modules', ['hero', 'screenshot'], pictureFixtures.screenshot);
  const benefit = upload(config, 'modules', ['benefits', 'screenshot'], pictureFixtures.screenshot);
  const clientLogo = upload(config, 'clients', ['logo'], pictureFixtures.logo);
  const casePhoto = upload(config, 'caseStudies', ['photo'], pictureFixtures.photo);
  const personPhoto = upload(config, 'testimonials', ['photo'], pictureFixtures.photo);
  const testimonials = contentSources.testimonials.file;
  const clients = contentSources.clients.file;
  return {
    [hero.stored]: readFileSync(pictureFixtures.screenshot),
    [benefit.stored]: readFileSync(pictureFixtures.screenshot),
    [clientLogo.stored]: readFileSync(pictureFixtures.logo),
    [casePhoto.stored]: readFileSync(pictureFixtures.photo),
    [personPhoto.stored]: readFileSync(pictureFixtures.photo),
    [editedModuleFile]: edited<Yaml & { faq: Yaml[]; hero: Yaml; benefits: Yaml[] }>(editedModuleFile, (data) => {
      data['tagline'] = editorSave.tagline;
      data.faq[0] = { ...data.faq[0], answer: markdownEdit.answer };
      data.hero['screenshot'] = { file: hero.written, altText: pictureAlt.hero };
      data.benefits[0] = { ...data.benefits[0], screenshot: { file: benefit.written, altText: pictureAlt.benefit } };
    }),
    [editedSuiteFile]: edited<{ overview: string[] }>(editedSuiteFile, (data) => void (data.overview[0] = markdownEdit.paragraph)),
    [editedCaseStudyFile]: edited<Yaml>(
      editedCaseStudyFile,
      (data) => void (data['photo'] = { file: casePhoto.written, altText: pictureAlt.caseStudy }),
    ),
    [testimonials]: edited<Yaml[]>(testimonials, (data) => {
      data[0] = { ...data[0], text: editorSave.quote, photo: { file: personPhoto.written, altText: pictureAlt.person } };
    }),
    // Every client a logo, each with its name as alt text, as a marketer would: whichever the strip shows first has one.
    [clients]: edited<Yaml[]>(clients, (data) =>
      data.forEach((client) => void (client['logo'] = { file: clientLogo.written, altText: client['name'] })),
    ),
  };
}

/** Builds the edited site (the setup project runs this once before the copy's specs). */
export function buildEditedSite(): void {
  buildCopy(editedFiles(), editedSiteFolder);
}

/** Builds the grown site: the repository with the new module, suite and case study added, and a module retired. */
export function buildGrownSite(): void {
  buildCopy(
    {
      [`${contentSources.modules.folder}/${moduleId}.yaml`]: stringify(newPages.module),
      [`${contentSources.suites.folder}/${suiteId}.yaml`]: stringify(newPages.suite),
      [`${contentSources.caseStudies.folder}/${caseStudyId}.yaml`]: stringify(newPages.caseStudy),
      ...retirementEdits(),
    },
    grownSiteFolder,
  );
}
