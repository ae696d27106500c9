import { describe, expect, it } from 'vitest';
import type { EditorField } from './editorField';
import { inFieldOrder } from './editorYaml';

const text = (name: string): EditorField => ({ name, label: name, widget: 'string' });
/** A screen of two kinds, as the editor's configuration gives it: a calendar first, whose rows have a tone and no value. */
const screen: EditorField = {
  name: 'screen',
  label: 'Screen',
  widget: 'object',
  typeKey: 'kind',
  types: [
    {
      name: 'calendar',
      label: 'Calendar',
      widget: 'object',
      fields: [text('title'), { ...text('rows'), widget: 'list', fields: [text('label'), text('tone')] }],
    },
    {
      name: 'order',
      label: 'Order',
      widget: 'object',
      fields: [text('title'), text('step'), { ...text('rows'), widget: 'list', fields: [text('label'), text('value'), text('tone')] }],
    },
  ],
};

describe('inFieldOrder', () => {
  it('orders an object of one kind as the editor writes it: each key where it first appears among all kinds', () => {
    const order = { screen: { rows: [{ value: '4', tone: 'warn', label: 'Rice' }], step: 2, title: 'Order', kind: 'order' } };
    const written = inFieldOrder(order, [screen]) as { screen: { rows: object[] } };
    expect(Object.keys(written.screen)).toEqual(['kind', 'title', 'rows', 'step']);
    expect(Object.keys(written.screen.rows[0] ?? {})).toEqual(['label', 'tone', 'value']);
  });
});
