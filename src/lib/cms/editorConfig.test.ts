import { ui } from '../../test/siteContent';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { collections } from '../../content.config';
import { contentGroups, contentSources } from '../../content/sources';
import { editorConfig, type EditorCollection, type EditorFile, type FolderCollection } from './editorConfig';
import type { EditorField } from './editorField';
import { entryJsonSchema, type JsonSchema } from './jsonSchema';
import { exampleSettings } from './exampleSettings';

const settings = exampleSettings;
const config = editorConfig(settings);
const editorCollections = config.collections.filter((editor): editor is EditorCollection => !('divider' in editor));

/** Where the editor edits one content collection: its folder collection, or its file in its group's collection. */
type Place = FolderCollection | EditorFile;
const collection = (name: string): Place => {
  for (const editor of editorCollections) {
    if ('folder' in editor) {
      if (editor.name === name) return editor;
    } else {
      const found = editor.files.find((candidate) => candidate.name === name);
      if (found) return found;
    }
  }
  throw new Error(`no editor collection or file ${name}`);
};
const file = (name: string): EditorFile => {
  const place = collection(name);
  if ('folder' in place) throw new Error(`${name} is a folder`);
  return place;
};

/** The fields of one entry (a file's top-level list or keyed entry unwrapped). */
function entryFields(place: Place): EditorField[] {
  if ('folder' in place) return place.fields;
  const top = place.fields[0];
  // A list file's entries carry their id, which the loader reads and the schema does not list.
  return top?.root ? (top.fields ?? []).filter((entryField) => entryField.name !== 'id') : (top?.fields ?? []);
}

/** Every field's path in a JSON Schema ("hero.heading", "faq[].question"). */
function schemaPaths(schema: JsonSchema, prefix = ''): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    const item = property.type === 'array' && property.items ? property.items : undefined;
    const nested =
      property.type === 'object' ? schemaPaths(property, `${path}.`) : item?.type === 'object' ? schemaPaths(item, `${path}[].`) : [];
    // A union's shapes, each under its kind (the constant property that tells them apart is the editor's choice of kind).
    const shapes = (property.oneOf ?? []).flatMap((shape) => {
      const [key, kind] = Object.entries(shape.properties ?? {}).find(([, value]) => value.const !== undefined) ?? [];
      const rest = Object.fromEntries(Object.entries(shape.properties ?? {}).filter(([name]) => name !== key));
      return schemaPaths({ ...shape, properties: rest }, `${path}.${String(kind?.const)}.`);
    });
    return [path, ...nested, ...shapes];
  });
}

/** Every field's path in the editor's fields, written the same way. */
function editorPaths(fields: readonly EditorField[], prefix = ''): string[] {
  return fields.flatMap((entryField) => {
    const path = `${prefix}${entryField.name}`;
    const nested = entryField.fields ? editorPaths(entryField.fields, entryField.widget === 'list' ? `${path}[].` : `${path}.`) : [];
    const kinds = (entryField.types ?? []).flatMap((type) => editorPaths(type.fields, `${path}.${type.name}.`));
    return [path, ...nested, ...kinds];
  });
}

describe('editorConfig', () => {
  it('edits every content collection in one place, grouped as the marketing team thinks of the site', () => {
    const places = editorCollections.flatMap((editor) => ('folder' in editor ? [editor.name] : editor.files.map((one) => one.name)));
    expect([...places].sort()).toEqual(Object.keys(collections).sort());
    expect(config.collections.map((editor) => ('divider' in editor ? '—' : editor.label))).toEqual([
      contentGroups.pages,
      '—',
      'Modules',
      'Suites',
      '—',
      'Case studies',
      contentGroups.proof,
      '—',
      contentGroups.company,
      '—',
      contentGroups.words,
    ]);
  });

  it.each(Object.entries(collections))('gives every field of %s an editor field, and no other', (name, { schema }) => {
    if (!schema) throw new Error(`${name} has no schema`);
    expect(editorPaths(entryFields(collection(name))).sort()).toEqual(schemaPaths(entryJsonSchema(schema)).sort());
  });

  it('takes a field added to a schema into the editor, with its description as the hint and its label', () => {
    const schema = z.object({
      slogan: z.string().max(80).describe('The line under the logo.'),
      ogImage: z.string().meta({ label: 'Link preview picture' }),
    });
    const added = editorConfig({
      ...settings,
      collections: { extra: { schema } },
      sources: { extra: { file: 'src/content/extra.yaml', entry: 'extra', group: 'pages' } },
    });
    const [group] = added.collections;
    if (!group || 'divider' in group || 'folder' in group) throw new Error('no group of files');
    expect(entryFields(group.files[0] as EditorFile)).toEqual([
      { name: 'slogan', label: 'Slogan', widget: 'string', maxlength: 80, hint: 'The line under the logo.' },
      { name: 'ogImage', label: 'Link preview picture', widget: 'string' },
    ]);
  });

  it.each(['modules', 'suites', 'caseStudies'] as const)(
    'lets marketing add %s but never delete one (a published page is retired), each new one a page at a URL made once from its name and linked from the editor',
    (name) => {
      const editor = collection(name);
      if (!('folder' in editor)) throw new Error(`${name} is not a folder`);
      expect(editor).toMatchObject({
        folder: contentSources[name].folder,
        extension: 'yaml',
        create: true,
        delete: false,
        preview_path: '/{{slug}}',
        slug: { template: `{{${editor.identifier_field}}}`, editable: ['create'] },
      });
      expect(config.slug).toEqual({ encoding: 'ascii', clean_accents: true, sanitize_replacement: '-', trim: true, lowercase: true });
    },
  );

  it('refuses a new page’s URL that the site’s own pages or another kind of entry have', () => {
    const withPages = editorConfig({ ...settings, pages: { modules: ['payroll'], suites: ['club-suite'] } });
    const suites = withPages.collections.find((editor) => 'name' in editor && editor.name === 'suites');
    if (!suites || !('folder' in suites)) throw new Error('no suites');
    const pattern = new RegExp(suites.slug.pattern[0]);
    expect(['cafe-bar-suite', 'payroll-plus'].filter((slug) => pattern.test(slug))).toEqual(['cafe-bar-suite', 'payroll-plus']);
    // A suite's own kind is refused by the editor itself (a duplicate); the build refuses it too.
    expect(
      ['payroll', 'form', 'compare-suites', 'admin', 'inventary-suite', 'Cafe', 'cafe_bar'].filter((slug) => pattern.test(slug)),
    ).toEqual([]);
  });

  it('carries the schema’s rules: requiredness, lengths, counts and closed sets', () => {
    const modules = entryFields(collection('modules'));
    const byName = (name: string) => modules.find((entryField) => entryField.name === name);
    expect(byName('summary')).toMatchObject({ widget: 'text', minlength: 40, maxlength: 140 });
    expect(byName('highlights')).toMatchObject({ widget: 'list', min: 3, max: 3 });
    expect(byName('features')).toMatchObject({ widget: 'list', min: 1 });
    expect(byName('features')).not.toHaveProperty('max');
    expect(byName('icon')).toMatchObject({ widget: 'select' });
    expect(byName('icon')?.options).toContain('bed-double');
    expect(byName('order')).toEqual(expect.objectContaining({ widget: 'number', value_type: 'int', min: 1, required: false }));
    expect(byName('order')).not.toHaveProperty('max');
    expect(modules.filter((entryField) => entryField.required !== undefined).map((entryField) => entryField.name)).toEqual([
      'retired',
      'order',
      'formerNames',
      'alsoCalled',
      'summary',
      'screen',
      'keptMentions',
    ]);
    const sections = entryFields(collection('accessibilityPage')).find((entryField) => entryField.name === 'sections');
    expect(sections?.fields?.find((entryField) => entryField.name === 'points')).toMatchObject({ required: false });
    expect(sections?.fields?.find((entryField) => entryField.name === 'id')?.pattern?.[0]).toBe('^[a-z][a-z0-9-]*$');
  });

  it('asks a module’s screen for its kind first, then shows only that kind’s fields', () => {
    const screen = entryFields(collection('modules')).find((entryField) => entryField.name === 'screen');
    expect(screen).toMatchObject({ widget: 'object', typeKey: 'kind' });
    const kinds = Object.fromEntries((screen?.types ?? []).map((type) => [type.name, type.fields.map((typeField) => typeField.name)]));
    expect(Object.keys(kinds)).toHaveLength(10);
    expect(kinds['tape-chart']).toEqual(['title', 'columns', 'rows', 'figures']);
    expect(kinds['purchase-order']).toEqual(['title', 'columns', 'step', 'rows', 'figures']);
    expect(kinds['payslip']).toEqual(['title', 'rows', 'figures']);
    const payslipRows = screen?.types?.find((type) => type.name === 'payslip')?.fields.find((typeField) => typeField.name === 'rows');
    expect(payslipRows?.fields?.map((rowField) => rowField.name)).toEqual(['label', 'value', 'tone']);
  });

  it.each(['modules', 'suites', 'caseStudies'] as const)(
    'retires one of the %s instead, its first field: optional, sending its visitors to a module, suite, case study or one of the site’s own pages',
    (name) => {
      const [retired] = entryFields(collection(name));
      expect(retired).toMatchObject({ name: 'retired', widget: 'object', required: false });
      const redirectTo = retired?.fields?.find((entryField) => entryField.name === 'redirectTo');
      expect(redirectTo).toMatchObject({ widget: 'object', typeKey: 'kind' });
      const kinds = Object.fromEntries((redirectTo?.types ?? []).map((type) => [type.name, type.fields]));
      expect(Object.keys(kinds)).toEqual(['module', 'suite', 'case-study', 'page']);
      expect(kinds['module']?.[0]).toMatchObject({ widget: 'relation', collection: 'modules', value_field: '{{slug}}' });
      expect(kinds['suite']?.[0]).toMatchObject({ widget: 'relation', collection: 'suites' });
      expect(kinds['case-study']?.[0]).toMatchObject({ widget: 'relation', collection: 'caseStudies' });
      expect(kinds['page']?.[0]).toMatchObject({ widget: 'select', options: ['/', '/form', '/compare-suites', '/accessibility'] });
    },
  );

  it('edits the interface words and the company facts, keeping the placeholders the site fills in', () => {
    const ui = entryFields(collection('ui'));
    const footer = ui.find((entryField) => entryField.name === 'footer');
    const copyright = footer?.fields?.find((entryField) => entryField.name === 'copyright');
    expect(copyright?.pattern?.[1]).toBe('Keep {year}, {name}: the site fills them in.');
    expect(new RegExp(copyright?.pattern?.[0] ?? '').test('© {year} {name}')).toBe(true);
    expect(new RegExp(copyright?.pattern?.[0] ?? '').test('© 2026 {name}')).toBe(false);
    const company = entryFields(collection('company'));
    expect(company.map((entryField) => entryField.name)).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'offices', 'socials', 'external', 'videoId']),
    );
    expect(
      company.find((entryField) => entryField.name === 'socials')?.fields?.find((entryField) => entryField.name === 'icon'),
    ).toMatchObject({
      widget: 'select',
    });
  });

  it('edits FAQ answers and paragraphs as rich text offering only the marks the site renders', () => {
    const faq = entryFields(collection('modules')).find((entryField) => entryField.name === 'faq');
    expect(faq?.fields?.find((entryField) => entryField.name === 'answer')).toMatchObject({
      widget: 'richtext',
      buttons: ['bold', 'italic', 'link', 'bulleted-list', 'numbered-list'],
      editor_components: [],
    });
    const overview = entryFields(collection('suites')).find((entryField) => entryField.name === 'overview');
    expect(overview?.field).toMatchObject({ widget: 'richtext', buttons: ['bold', 'italic', 'link'], editor_components: [] });
    expect(new RegExp(overview?.field?.pattern?.[0] ?? '').test('One.\n\nTwo.')).toBe(false);
    expect(new RegExp(overview?.field?.pattern?.[0] ?? '').test('One **bold** line.')).toBe(true);
  });

  it('picks a suite’s modules and a case study’s suite from their collections, by file name', () => {
    expect(entryFields(collection('suites')).find((entryField) => entryField.name === 'modules')).toMatchObject({
      widget: 'relation',
      collection: 'modules',
      multiple: true,
      min: 1,
      value_field: '{{slug}}',
      display_fields: ['name'],
    });
    expect(entryFields(collection('caseStudies')).find((entryField) => entryField.name === 'suite')).toMatchObject({
      widget: 'relation',
      collection: 'suites',
    });
    expect(entryFields(collection('stories')).find((entryField) => entryField.name === 'caseStudy')).toMatchObject({
      collection: 'caseStudies',
      display_fields: ['title'],
    });
  });

  it('stores a testimonial’s portrait where the build reads it, written relative to the testimonials file', () => {
    expect(entryFields(collection('testimonials')).find((entryField) => entryField.name === 'portrait')).toMatchObject({
      widget: 'image',
      media_folder: '/src/assets/portraits',
      public_folder: '../assets/portraits',
    });
  });

  it('edits a list file as a list at its top level, each entry with its id, and a page file under its entry’s id', () => {
    const testimonials = file('testimonials');
    expect(testimonials).toMatchObject({ file: 'src/content/testimonials.yaml', fields: [{ widget: 'list', root: true }] });
    expect(testimonials.fields[0]?.fields?.[0]).toMatchObject({ name: 'id', widget: 'string' });
    expect(file('landing')).toMatchObject({
      file: 'src/content/landing.yaml',
      fields: [{ name: 'home', widget: 'object' }],
    });
  });

  it('says, for every collection, where its entries appear on the site, in its schema’s words', () => {
    for (const editor of editorCollections) {
      if ('folder' in editor) {
        const schema = collections[editor.name as keyof typeof collections].schema;
        expect(editor.description, editor.name).toBe(entryJsonSchema(schema as never).description);
        continue;
      }
      // A group of files: each file by its label, with its schema's first sentence (where it appears).
      for (const one of editor.files)
        expect(editor.description, one.name).toContain(`${one.label}: ${one.fields[0]?.hint?.split('. ')[0]}`);
    }
    // A case study names the places it is linked from, by the heading the site gives them.
    expect(collection('caseStudies')).toMatchObject({ description: expect.stringContaining(ui.customerStories) });
  });

  it('names a list’s items as a marketer reads them: "Add Result", each paragraph a Paragraph, a collapsed item by its heading', () => {
    const caseStudy = entryFields(collection('caseStudies'));
    const byName = (name: string) => caseStudy.find((entryField) => entryField.name === name);
    expect(byName('results')).toMatchObject({ label_singular: 'Result', summary: '{{fields.figure}}' });
    expect(byName('value')).toMatchObject({
      label: 'Value for the client',
      label_singular: 'Value for the client',
      summary: '{{fields.heading}}',
    });
    expect(byName('overview')).toMatchObject({ label_singular: 'Paragraph', field: { label: 'Paragraph' } });
    expect(file('testimonials').fields[0]).toMatchObject({ label_singular: 'Testimonial' });
  });

  it('labels a section’s fields with the section, so the list of errors never names two fields alike', () => {
    const caseStudy = entryFields(collection('caseStudies'));
    const labels = editorPaths(caseStudy).map((path) => {
      const names = path.replaceAll('[]', '').split('.');
      let fields: readonly EditorField[] = caseStudy;
      let found: EditorField | undefined;
      for (const name of names) {
        found = fields.find((candidate) => candidate.name === name);
        fields = found?.fields ?? [];
      }
      return { path, label: found?.label ?? '' };
    });
    // Outside lists (whose items repeat by design), each label is the only one of its kind.
    const single = labels.filter(({ path }) => !path.includes('[]') && !path.startsWith('retired.'));
    expect(single.find(({ path }) => path === 'challenge.intro')?.label).toBe('Challenge: Intro');
    expect(single.find(({ path }) => path === 'role.intro')?.label).toBe('What we did: Intro');
    const repeated = single.filter(({ label }, index) => single.findIndex((other) => other.label === label) !== index);
    expect(repeated).toEqual([]);
  });

  it('does not require a field the site does not show: the suites’ and modules’ summaries', () => {
    for (const name of ['suites', 'modules'])
      expect(entryFields(collection(name)).find((entryField) => entryField.name === 'summary')).toMatchObject({ required: false });
  });

  it('commits to the configured repository through the editorial workflow', () => {
    expect(config).toMatchObject({ backend: { name: 'github', repo: 'example/site', branch: 'main' }, publish_mode: 'editorial_workflow' });
  });
});
