import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createForm } from 'final-form';
import { Form } from 'react-final-form';
import { I18nProvider } from '../../i18n';
import HtmlField from './HtmlField';

// jsdom lays nothing out; Lexical measures the caret to scroll it into view.
Range.prototype.getBoundingClientRect = () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0, toJSON: () => ({}) });
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;

it('follows a value put in the form from outside (kept work restored), never its own edits coming back', async () => {
  const form = createForm<{ body: string }>({ onSubmit: () => undefined, initialValues: { body: '<p>Intro</p>' } });
  render(
    <I18nProvider locale="en">
      <Form form={form} onSubmit={() => undefined} render={() => <HtmlField name="body" label="Body" id="body" optional={false} />} />
    </I18nProvider>,
  );
  const box = await screen.findByRole('textbox', { name: 'Body *' });
  expect(box).toHaveTextContent('Intro');

  // An edit of the editor's own reaches the form and stays in the same editor (no reopening, no reload of it).
  await act(async () => box.focus());
  const heading = screen.getByRole('button', { name: 'Heading 2' });
  heading.focus();
  await act(async () => fireEvent.click(heading));
  await waitFor(() => expect(form.getState().values.body).toBe('<h2>Intro</h2>'));
  expect(screen.getByRole('textbox', { name: 'Body *' })).toBe(box);
  expect(box.querySelector('h2')).toHaveTextContent('Intro');

  act(() => form.change('body', '<p>Restored from the device</p>'));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Body *' })).toHaveTextContent('Restored from the device'));
  expect(form.getState().values.body).toBe('<p>Restored from the device</p>');
}, 20_000);
