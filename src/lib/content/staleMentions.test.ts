import { describe, expect, it } from 'vitest';
import { staleMentions, type NamedPage, type ShownText } from './staleMentions';

const page = (kind: string, name: string, more: Partial<NamedPage> = {}): NamedPage => ({
  kind,
  name,
  formerNames: [],
  alsoCalled: [],
  retired: false,
  ...more,
});
const text = (words: string, kept: string[] = []): ShownText => ({
  page: 'Pages › Home page',
  field: 'Top of the page: Subheadline',
  text: words,
  kept,
});
const counts = { modules: 9, suites: 7, stories: 3 };

const foodCost = page('module', 'Food & Beverage Cost Analysis', { alsoCalled: ['Food Cost'], retired: true });
const inventory = page('module', 'User, Store & Inventory');
const frontOffice = page('suite', 'Front Office Suite', { formerNames: ['Front Desk Suite'] });
const site = [foodCost, inventory, frontOffice, page('suite', 'Inventory Suite')];

describe('staleMentions', () => {
  it('names the page, the field and the words that name a retired module, however they are written', () => {
    expect(staleMentions([text('From room booking to Food and Beverage Cost Analysis, and food cost.')], site, counts)).toEqual([
      {
        page: 'Pages › Home page',
        field: 'Top of the page: Subheadline',
        words: 'Food and Beverage Cost Analysis',
        why: 'It names the module Food & Beverage Cost Analysis, which is retired: reword it, or list the words under Names kept on purpose.',
      },
      expect.objectContaining({ words: 'food cost' }),
    ]);
  });

  it('finds a name a page no longer has, but not another page’s name that contains it, nor a page in service’s other names', () => {
    const found = staleMentions(
      [text('Why Choose Front Desk Suite?'), text('User Store and Inventory, with Inventory Suite and food costing.')],
      [...site, page('module', 'Point of Sale', { alsoCalled: ['Front Desk'] }), page('module', 'Inventory', { retired: true })],
      counts,
    );
    expect(found.map(({ words, why }) => [words, why])).toEqual([
      [
        'Front Desk Suite',
        'It is the former name of the suite Front Office Suite: use its name, or list the words under Names kept on purpose.',
      ],
    ]);
  });

  it('lets a former name go once another page in service is called so', () => {
    expect(staleMentions([text('Front Desk Suite')], [...site, page('suite', 'Front Desk Suite')], counts)).toEqual([]);
  });

  it('finds a count written out that is no longer the site’s, and only that', () => {
    const found = staleMentions(
      [text('All ten modules, all nine modules, Seven Suites, 3 case studies, ten hospitality ERP modules, one module, {Modules} Modules')],
      site,
      counts,
    );
    expect(found.map(({ words }) => words)).toEqual(['ten modules', 'ten hospitality ERP modules']);
    expect(found[0]?.why).toBe(
      'It counts 10 modules, but the site has 9: write the count as its placeholder where the field takes one, reword it, or list the words under Names kept on purpose.',
    );
  });

  it('leaves words the entry keeps on purpose', () => {
    expect(
      staleMentions([text('We moved from Front Desk Suite with all ten modules.', ['front desk suite', 'Ten modules'])], site, counts),
    ).toEqual([]);
  });
});
