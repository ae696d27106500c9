import type { CollectionEntry } from 'astro:content';
import { fillTemplate } from '../../lib/fillTemplate';
import { getCaseStudies, getCompany, getModules, getModulesOf, getSingleton, getSuites, getUi } from '../content/collections';
import type { UiWords } from '../../schemas/ui';
import { suiteLead } from '../../lib/content/suiteLead';
import { formSentPath } from '../../urls';
import { cardSlug, type CardPicture, type SocialCard } from '../../lib/socialCards/socialCard';

type Module = CollectionEntry<'modules'>;
/** A card before its slug, which follows from its path. */
type Card = Omit<SocialCard, 'slug'>;
/** The alt texts of the cards (src/content/ui.yaml). */
type Alts = UiWords['socialCard'];
/** An uploaded picture as the image pipeline gives it, with its alt text. */
interface Upload {
  file: { width: number; height: number };
  altText: string;
}

/**
 * Where an upload's file is on disk. Astro's image() gives its metadata with the source's path as
 * `fsPath` (what its own image service reads); the card reads the same file, so a new upload
 * changes the card with no other step.
 */
function uploadPath(upload: Upload): string {
  const path: unknown = Reflect.get(upload.file, 'fsPath');
  if (typeof path !== 'string') throw new Error(`The social card cannot find the file of the picture "${upload.altText}".`);
  return path;
}

const image = (upload: Upload): CardPicture => ({ kind: 'image', file: uploadPath(upload), ...upload.file });
const named = ({ data }: Module) => ({ name: data.name, icon: data.icon });
const list = (items: string[]): string => items.join(', ');

/** A module's picture: its screenshot, else its drawn screen, else its window of features; and the alt text that says so. */
function modulePicture(
  alts: Alts,
  module: Module,
  page: string,
  title: string,
  chips: Module[] = [],
): { picture: CardPicture; alt: string } {
  const { hero, screen, features } = module.data;
  if (hero.screenshot)
    return { picture: image(hero.screenshot), alt: fillTemplate(alts.picture, { page, title, alt: hero.screenshot.altText }) };
  if (screen)
    return {
      picture: { kind: 'screen', screen, module: named(module), chips: chips.map(named) },
      alt: fillTemplate(alts.screen, { page, title, module: module.data.name, screen: screen.title }),
    };
  const shown = features.slice(0, 4).map(({ heading, icon }) => ({ name: heading, icon }));
  return {
    picture: { kind: 'features', module: named(module), features: shown },
    alt: fillTemplate(alts.features, { page, title, module: module.data.name, features: list(shown.map(({ name }) => name)) }),
  };
}

async function moduleCards(alts: Alts): Promise<Card[]> {
  return (await getModules()).map((module) => {
    const { name, icon, seo } = module.data;
    return {
      path: `/${module.id}`,
      kicker: { text: name, icon },
      title: seo.title,
      line: seo.description,
      ...modulePicture(alts, module, name, seo.title),
    };
  });
}

async function suiteCards(alts: Alts): Promise<Card[]> {
  const suites = await getSuites();
  const modulesOf = await Promise.all(suites.map((suite) => getModulesOf(suite)));
  const kinds = modulesOf.map((modules) => modules.map(({ data }) => data.screen?.kind));
  return suites.map((suite, index) => {
    const { name, icon, seo } = suite.data;
    const modules = modulesOf[index] ?? [];
    // The screen its page's hero draws (the one the fewest suites share), else its first module's.
    const lead = modules[suiteLead(kinds[index] ?? [], kinds)] ?? modules[0];
    if (!lead) throw new Error(`The suite ${name} lists no module`);
    const card = { path: `/${suite.id}`, kicker: { text: name, icon }, title: seo.title, line: seo.description };
    return {
      ...card,
      ...modulePicture(
        alts,
        lead,
        name,
        seo.title,
        modules.filter((module) => module !== lead),
      ),
    };
  });
}

async function caseStudyCards(alts: Alts): Promise<Card[]> {
  return (await getCaseStudies()).map(({ id, data }) => {
    const { title, client, seo, photo, results } = data;
    const card = { path: `/${id}`, kicker: { text: client }, title: seo.title, line: seo.description };
    if (photo)
      return {
        ...card,
        picture: image(photo),
        alt: fillTemplate(alts.picture, { page: title, title: seo.title, alt: photo.altText }),
      };
    const figures = list(results.map((result) => `${result.figure} ${result.label}`));
    return {
      ...card,
      picture: { kind: 'results', results },
      alt: fillTemplate(alts.results, { page: title, title: seo.title, results: figures }),
    };
  });
}

/** A single page's card: the brand alone, or on the home page every module. */
async function singleCards(alts: Alts): Promise<Card[]> {
  const company = await getCompany();
  const page = company.name;
  const brand = (path: string, seo: { title: string; description: string }): Card => ({
    path,
    title: seo.title,
    line: seo.description,
    picture: { kind: 'brand' },
    alt: fillTemplate(alts.brand, { page, title: seo.title, company: company.name }),
  });
  const [landing, form, compare, accessibility, notFound] = await Promise.all([
    getSingleton('landing', 'home'),
    getSingleton('formPage', 'form'),
    getSingleton('comparePage', 'compare-suites'),
    getSingleton('accessibilityPage', 'accessibility'),
    getSingleton('notFound', 'not-found'),
  ]);
  const modules = (await getModules()).map((module) => ({ ...named(module), lines: module.data.tileLines }));
  const { seo } = landing.data;
  const home: Card = {
    path: '/',
    title: seo.title,
    line: seo.description,
    picture: { kind: 'modules', modules },
    alt: fillTemplate(alts.modules, {
      page,
      title: seo.title,
      count: modules.length,
      modules: list(modules.map(({ name }) => name)),
    }),
  };
  return [
    home,
    brand('/form', form.data.seo),
    brand(formSentPath, form.data.sent.seo),
    brand('/compare-suites', compare.data.seo),
    brand('/accessibility', accessibility.data.seo),
    brand('/404', notFound.data.seo),
  ];
}

let all: Promise<SocialCard[]> | undefined;

/** Every page's card, made once a build: home, modules, suites, case studies, the single pages. */
export function socialCards(): Promise<SocialCard[]> {
  all ??= getUi()
    .then(({ socialCard: alts }) => Promise.all([singleCards(alts), moduleCards(alts), suiteCards(alts), caseStudyCards(alts)]))
    .then((groups) => groups.flat().map((card) => ({ ...card, slug: cardSlug(card.path) })));
  return all;
}

/** The card of the page at `path` (Astro.url.pathname); throws for a page without one, so none ships without. */
export async function socialCardOf(path: string): Promise<SocialCard> {
  const key = cardSlug(path === '' ? '/' : path);
  const card = (await socialCards()).find((candidate) => candidate.slug === key);
  if (!card) throw new Error(`No social card for the page ${path}: add it to src/build/socialCards/cards.ts`);
  return card;
}
