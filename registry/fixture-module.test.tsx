import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Form } from 'react-final-form';
import { I18nProvider } from '../i18n';
import ModuleList from '../editor/ModuleList';
import RenderModules from './RenderModules';

// A new module type added the documented way: its folder (modules/__fixtures__/quote) and one registry line.
jest.mock('../modules', () => Object.defineProperty({ ...jest.requireActual('../modules'), quote: jest.requireActual('../modules/__fixtures__/quote').default }, '__esModule', { value: true }));

describe('a module type added with one folder and one registry line', () => {
  it("is offered by the editor's picker beside the registered types, labelled from the strings table", async () => {
    render(
      <I18nProvider locale="en">
        <Form onSubmit={() => undefined} initialValues={{ modules: [] }} render={() => <ModuleList />} />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add a module…' }));
    const picker = within(screen.getByRole('dialog')).getByRole('list');
    const offered = within(picker).getAllByRole('button').map((o) => o.getAttribute('data-module-type'));
    expect(offered).toContain('quote');
    expect(offered).toHaveLength(30);
    expect(within(picker).getByRole('button', { name: 'Call to action' })).toHaveAccessibleDescription('A short message with one or two buttons.');
  });

  it('renders in the browser from its folder', async () => {
    await act(async () => {
      render(
        <I18nProvider locale="en">
          <RenderModules modules={[{ id: 'q', name: 'Quote', type: 'quote', folder: '__fixtures__/quote', interactive: false, details: { text: 'Fast.' }, data: null }]} />
        </I18nProvider>,
      );
    });
    expect(screen.getByText('Fast.').closest('blockquote')).not.toBeNull();
  });
});
