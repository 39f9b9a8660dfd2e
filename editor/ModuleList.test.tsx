import { fireEvent, render, screen, within } from '@testing-library/react';
import { Form } from 'react-final-form';
import { array, boolean, enums, object, optional, size, string } from 'superstruct';
import type { EditorModule } from '../api-client';
import ModuleList from './ModuleList';
import { createEditorForm } from './editor-form';
import { schemaErrors } from './field-errors';
import { translator } from '../i18n';
import { moduleSchema } from '../registry';
import { announced, layOutTreeRows, pressKey } from './tree/test-support';

// A module type a developer might register tomorrow (no strings yet: it shows as its type): the editor must offer
// and edit it with no editor change.
jest.mock('../modules', () =>
  // A module namespace as the registry imports it (a non-enumerable __esModule, so no 'default' key appears).
  Object.defineProperty({
    richText: jest.requireActual('../modules/rich-text').default,
    quote: {
      type: 'quote',
      folder: '__fixtures__/quote',
      interactive: false,
      schema: object({
        visible: optional(boolean()),
        text: size(string(), 1, 500),
        tone: enums(['plain', 'loud']),
        sources: array(object({ name: string(), url: optional(string()) })),
      }),
    },
  }, '__esModule', { value: true }),
);

const t = translator('en');

function renderList(modules: EditorModule[]) {
  let values: { modules: EditorModule[] } = { modules };
  const form = createEditorForm<{ modules: EditorModule[] }, 'modules'>(
    {
      validate: (v) => (v.modules ?? []).reduce((errors: object, m, i) => schemaErrors(errors, `modules[${i}].details`, m.details, moduleSchema(m.type)!, t), {}),
      onSubmit: () => undefined,
    },
    { modules },
    'modules',
  );
  render(
    <Form<{ modules: EditorModule[] }>
      form={form}
      onSubmit={() => undefined}
      render={({ handleSubmit, values: current }) => {
        values = current;
        return (
          <form onSubmit={handleSubmit}>
            <ModuleList />
            <button type="submit">submit</button>
          </form>
        );
      }}
    />,
  );
  return () => values.modules;
}

/** A rich-text module's HTML as text: its "Edit HTML" switch pressed. */
function htmlText(card: HTMLElement): HTMLElement {
  fireEvent.click(within(card).getByRole('button', { name: 'Edit HTML' }));
  return within(card).getByLabelText('Html *');
}

const intro: EditorModule = { id: 'intro', name: 'Intro', type: 'richText', details: { visible: true, html: '<p>Hi</p>' } };
const outro: EditorModule = { id: 'outro', name: 'Outro', type: 'richText', details: { visible: true, title: 'Bye', html: '' } };

describe('ModuleList', () => {
  it('generates labelled fields from a module schema and edits the details', () => {
    const current = renderList([intro]);
    const card = screen.getByRole('group', { name: /Intro · Rich text/ });
    fireEvent.change(htmlText(card), { target: { value: '<p>Changed</p>' } });
    fireEvent.change(within(card).getByLabelText('Title'), { target: { value: 'Heading' } });
    expect(current()[0].details).toEqual({ visible: true, html: '<p>Changed</p>', title: 'Heading' });
  });

  it('moves, hides, shows and removes modules with buttons', () => {
    const current = renderList([intro, outro]);
    fireEvent.click(within(screen.getByRole('group', { name: /Outro/ })).getByRole('button', { name: 'Move up' }));
    expect(current().map((m) => m.id)).toEqual(['outro', 'intro']);
    const outroCard = screen.getByRole('group', { name: /Outro/ });
    fireEvent.click(within(outroCard).getByRole('button', { name: 'Hide' }));
    expect(current()[0].details.visible).toBe(false);
    expect(screen.getByRole('group', { name: /Outro · Rich text · hidden/ })).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('group', { name: /Outro/ })).getByRole('button', { name: 'Show' }));
    expect(current()[0].details.visible).toBe(true);
    fireEvent.click(within(screen.getByRole('group', { name: /Intro/ })).getByRole('button', { name: 'Remove' }));
    expect(current().map((m) => m.id)).toEqual(['outro']);
  });

  it('reorders by keyboard on the drag handle, announced, keeping each module its edits', async () => {
    layOutTreeRows();
    const current = renderList([intro, outro, { ...intro, id: 'third', name: 'Third' }]);
    fireEvent.change(htmlText(screen.getByRole('group', { name: /Third/ })), { target: { value: '<p>3</p>' } });
    const handle = screen.getByRole('button', { name: 'Move Third · Rich text' });
    handle.focus();
    await pressKey(handle, 'Space');
    await pressKey(handle, 'ArrowUp');
    await pressKey(handle, 'ArrowUp');
    await pressKey(handle, 'ArrowRight'); // a flat list: nothing to nest under
    await pressKey(handle, 'Space');
    expect(announced()).toContain('Dropped Third · Rich text at position 1 of 3 at the top level.');
    expect(current().map((m) => [m.id, m.details.html])).toEqual([['third', '<p>3</p>'], ['intro', '<p>Hi</p>'], ['outro', '']]);
    jest.restoreAllMocks();
  });

  it('keeps each edit with its module through moves, removals and additions', () => {
    const current = renderList([intro, outro]);
    fireEvent.change(htmlText(screen.getByRole('group', { name: /Intro/ })), { target: { value: '<p>Edited</p>' } });
    fireEvent.click(within(screen.getByRole('group', { name: /Outro/ })).getByRole('button', { name: 'Move up' }));
    fireEvent.click(within(screen.getByRole('group', { name: /Intro/ })).getByRole('button', { name: 'Remove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a module…' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'quote' }));
    expect(current().map((m) => [m.id, m.name, m.details.html])).toEqual([
      ['outro', 'Outro', ''],
      [expect.stringMatching(/^quote-/), 'quote', undefined],
    ]);
    expect(current()[1].details).toEqual({ visible: true, text: '', tone: 'plain', sources: [] });
  });

  it('offers every registered type and builds the form of a newly registered one', () => {
    const current = renderList([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add a module…' }));
    const picker = within(screen.getByRole('dialog', { name: 'Add a module' })).getByRole('list', { name: 'Add a module' });
    expect(within(picker).getAllByRole('button').map((o) => o.getAttribute('data-module-type'))).toEqual(['quote', 'richText']);
    expect(within(picker).getByRole('button', { name: 'Rich text' })).toHaveAccessibleDescription('A heading and sanitised HTML from the CMS.');
    fireEvent.click(within(picker).getByRole('button', { name: 'quote' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Added quote at the end of the page.')).toHaveAttribute('role', 'status');
    const card = screen.getByRole('group', { name: /quote · quote/ });
    expect(current()[0]).toMatchObject({ type: 'quote', details: { visible: true, text: '', tone: 'plain', sources: [] } });
    fireEvent.change(within(card).getByLabelText('Tone *'), { target: { value: 'loud' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Add item to Sources' }));
    fireEvent.change(within(card).getByLabelText('Name *'), { target: { value: 'Ada' } });
    expect(current()[0].details).toMatchObject({ tone: 'loud', sources: [{ name: 'Ada' }] });
  });

  it('shows the schema failure next to its field after a submit', async () => {
    renderList([{ id: 'q', name: 'Q', type: 'quote', details: { visible: true, text: '', tone: 'plain', sources: [] } }]);
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    const text = screen.getByLabelText('Text *');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Outside the allowed length or range')).toHaveAttribute('id', `${text.id}-error`);
  });
});
