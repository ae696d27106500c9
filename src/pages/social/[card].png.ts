import { getCompany } from '../../build/content/collections';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { drawCard, type Brand } from '../../build/socialCards/drawCard.ts';
import { socialCards } from '../../build/socialCards/cards';
import { site } from '../../site.config';

// Each page's social card at /social/<slug>.png, drawn at build from the page's own words and
// picture (src/build/socialCards/cards.ts); Seo.astro names it in the page's og:image.
export const getStaticPaths = (async () =>
  (await socialCards()).map((card) => ({ params: { card: card.slug }, props: { card } }))) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

// Read once, as before: only the company's name comes from the content, at each card.
const logo = readFileSync(join(process.cwd(), 'public', 'favicon.svg'), 'utf8');
const host = new URL(site.url).host;

export const GET: APIRoute<Props> = async ({ props }) => {
  const brand: Brand = { name: (await getCompany()).name, logo, host };
  const { png } = await drawCard(props.card, brand);
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
