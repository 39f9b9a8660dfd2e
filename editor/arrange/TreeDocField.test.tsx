import axe from 'axe-core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Form } from 'react-final-form';
import { is } from 'superstruct';
import { siteSchema } from '../../contract/site-schemas';
import { I18nProvider, translator } from '../../i18n';
import { createEditorForm } from '../editor-form';
import { schemaErrors } from '../field-errors';
import { describeStruct } from '../schema-spec';
import { announced, layOutTreeRows, pressKey } from '../tree/test-support';
import { treeShape } from './tree-doc';
import TreeDocField from './TreeDocField';

const menus = [
  { ID: 1, title: 'Products', url: '', children: [{ ID: 11, title: 'CDN', url: '/product/cdn/' }, { ID: 12, title: 'WAF', url: '/product/waf/' }] },
  { ID: 2, title: 'Solutions', url: '/solutions/' },
  { ID: 3, title: 'Contact', url: '/contact/', target: '_blank' },
];

function renderDoc(type: string, data: unknown, locale: 'en' | 'ja' = 'en') {
  const schema = siteSchema(type)!;
  const t = translator(locale);
  let values: { data: unknown } = { data };
  const form = createEditorForm<{ data: unknown }, 'data'>({ validate: (v) => schemaErrors({}, 'data', v.data, schema, t), onSubmit: () => undefined }, { data }, 'data');
  render(
    <I18nProvider locale={locale}>
      <Form<{ data: unknown }>
        form={form}
        onSubmit={() => undefined}
        render={({ handleSubmit, values: current }) => {
          values = current;
          return (
            <form onSubmit={handleSubmit} aria-label="doc">
              <TreeDocField name="data" docName={type} shape={treeShape(describeStruct(schema))!} lang={locale} />
              <button type="submit">submit</button>
            </form>
          );
        }}
      />
    </I18nProvider>,
  );
  return { current: () => values.data, valid: () => is(values.data, schema) };
}
const titles = (items: unknown): unknown =>
  (items as Array<{ title?: string; name?: string; children?: unknown[] }>).map((i) => (i.children ? [i.title ?? i.name, titles(i.children)] : i.title ?? i.name));

describe('a tree document (menus, footer, product and solution trees)', () => {
  beforeEach(layOutTreeRows);
  afterEach(() => jest.restoreAllMocks());

  it('shows the items by their titles, nested, and nests one under another by keyboard; the saved list still validates', async () => {
    const doc = renderDoc('menus', menus);
    const tree = screen.getByRole('list', { name: 'Items of menus' });
    expect(within(tree).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Products'), expect.stringContaining('CDN'), expect.stringContaining('WAF'), expect.stringContaining('Solutions'), expect.stringContaining('Contact'),
    ]);
    expect(within(tree).getAllByRole('listitem')[1]).toHaveTextContent('level 2');
    const handle = within(tree).getByRole('button', { name: 'Move Contact' });
    handle.focus();
    await pressKey(handle, 'Space');
    await pressKey(handle, 'ArrowRight');
    await pressKey(handle, 'Space');
    expect(announced()).toContain('Dropped Contact at position 1 of 1 under Solutions.');
    expect(titles(doc.current())).toEqual([['Products', ['CDN', 'WAF']], ['Solutions', ['Contact']]]);
    // Each item keeps its own fields; an item that never had children gets no children key.
    expect((doc.current() as typeof menus)[1]).toEqual({ ID: 2, title: 'Solutions', url: '/solutions/', children: [{ ID: 3, title: 'Contact', url: '/contact/', target: '_blank' }] });
    expect(doc.valid()).toBe(true);
  });

  it("edits an item's fields, adds an item under another and removes one, without JSON", () => {
    const doc = renderDoc('menus', menus);
    fireEvent.click(screen.getByRole('button', { name: 'Solutions' }));
    const fields = screen.getByRole('group', { name: 'Fields of Solutions' });
    fireEvent.change(within(fields).getAllByRole('textbox', { name: 'Title *' })[0], { target: { value: 'Industries' } });
    expect(screen.getByRole('button', { name: 'Move Industries' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add an item under Industries' }));
    const added = screen.getByRole('group', { name: 'Fields of (untitled)' });
    fireEvent.change(within(added).getAllByRole('textbox', { name: 'Title *' })[0], { target: { value: 'Media' } });
    fireEvent.change(within(added).getAllByRole('textbox', { name: 'Url *' })[0], { target: { value: '/solutions/media/' } });
    fireEvent.click(screen.getByRole('button', { name: 'WAF' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove WAF' }));
    expect(titles(doc.current())).toEqual([['Products', ['CDN']], ['Industries', ['Media']], 'Contact']);
    // A new item takes the next free ID, so menu items stay unique.
    expect((doc.current() as typeof menus)[1].children).toEqual([{ ID: 13, title: 'Media', url: '/solutions/media/' }]);
    expect(doc.valid()).toBe(true);
  });

  it('after a refused submit, selects and marks the item with the problem', () => {
    renderDoc('menus', [...menus.slice(0, 2), { ...menus[2], url: 'javascript:alert(1)' }]);
    expect(screen.getByRole('group', { name: 'Fields of Products' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    const fields = screen.getByRole('group', { name: 'Fields of Contact' });
    expect(within(fields).getAllByRole('textbox', { name: 'Url *' })[0]).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('list', { name: 'Items of menus' })).toHaveTextContent('Contact · has a problem');
  });

  it('labels product trees by name in the entry language and keeps JSON as an advanced fallback', async () => {
    renderDoc('products-tree', [{ name: 'コンピューティング', children: [{ name: 'CDN', url: '/product/cdn/' }] }], 'ja');
    const tree = screen.getByRole('list', { name: 'products-tree の項目' });
    expect(tree.closest('[lang]')).toHaveAttribute('lang', 'ja');
    expect(within(tree).getByRole('button', { name: 'コンピューティング を移動' })).toBeInTheDocument();
    expect(screen.getByText('詳細：products-tree を JSON で編集').closest('details')).not.toHaveAttribute('open');
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
