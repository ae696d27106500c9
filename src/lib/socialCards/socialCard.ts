import type { ProductScreen } from '../../schemas/productScreen';

/** A module as a card names it: by its name and icon. */
export interface CardModule {
  name: string;
  icon: string;
  /** The name on two lines, as its tile on the home page shows it. */
  lines?: readonly [string, string] | undefined;
}

/** What a card shows beside its words. */
export type CardPicture =
  /** An uploaded screenshot or photo, read from its file (`file`, an absolute path). */
  | { kind: 'image'; file: string; width: number; height: number }
  /** A module's screen, drawn from its content; `chips` are a suite's other modules. */
  | { kind: 'screen'; screen: ProductScreen; module: CardModule; chips: CardModule[] }
  /** A module without a screen: its window of features. */
  | { kind: 'features'; module: CardModule; features: CardModule[] }
  /** A case study's result figures. */
  | { kind: 'results'; results: { figure: string; label: string }[] }
  /** Every module, as the home page's grid shows them. */
  | { kind: 'modules'; modules: CardModule[] }
  /** The brand alone: the form, the comparison, the statement, the not-found page. */
  | { kind: 'brand' };

/** One page's social card: what it says and shows, where it is served and how it is described. */
export interface SocialCard {
  /** The page's path, as Astro.url.pathname gives it: "/room-booking", "/". */
  path: string;
  /** The card's name in /social/<slug>.png. */
  slug: string;
  /** A small line above the title: the module's or suite's name with its icon, a case study's client. */
  kicker?: { text: string; icon?: string | undefined } | undefined;
  /** The page's title (its seo.title, at most 60 characters by the schema). */
  title: string;
  /** The line under it (its seo.description, 70 to 160 characters). */
  line: string;
  picture: CardPicture;
  /** The picture's og:image:alt, written from the page. */
  alt: string;
}

/** A card's size, the one every network shows (and twice a feed's 600 px). */
export const cardSize = { width: 1200, height: 630 } as const;
/** The most bytes a card may have: networks take larger, but a feed loads many. */
export const maxCardBytes = 100 * 1024;

/** The card's path on the site, for the page at `path`. */
export const cardSlug = (path: string): string => (path === '/' ? 'index' : path.replace(/^\/|\.html$|\/$/g, '').replaceAll('/', '-'));
export const cardUrl = (slug: string): string => `/social/${slug}.png`;
