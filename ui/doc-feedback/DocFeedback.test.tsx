import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider, type Locale } from '../../i18n';
import DocFeedback from './DocFeedback';

type Reply = { status: number; body: unknown } | 'network';
let replies: Reply[] = [];
const fetchMock = jest.fn(async () => {
  const reply = replies.shift() ?? { status: 200, body: { code: '0', message: 'success', data: { submissionId: 7, receivedAt: '' } } };
  if (reply === 'network') throw new TypeError('Failed to fetch');
  return { ok: reply.status === 200, status: reply.status, json: async () => reply.body } as Response;
});

beforeEach(() => {
  replies = [];
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const show = (locale: Locale = 'en') =>
  render(
    <I18nProvider locale={locale}>
      <DocFeedback pageCode="cdn-quick-start" docName="Quick start" docUrl="/docs/cdn-quick-start/" />
    </I18nProvider>,
  );

it('thanks the reader who found the article helpful, without a dialog', () => {
  show();
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  expect(screen.getByRole('status')).toHaveTextContent('Thanks for your feedback!');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('asks for at least one problem type and a suggestion', async () => {
  show();
  fireEvent.click(screen.getByRole('button', { name: 'No' }));
  const dialog = await screen.findByRole('dialog', { name: 'Help us improve this article' });
  expect(dialog).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Please select at least one problem type')).toBeInTheDocument();
  expect(screen.getByText('Please leave your valuable suggestion')).toBeInTheDocument();
  expect(screen.getByLabelText(/Your suggestion/)).toHaveAttribute('aria-describedby');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('keeps the dialog still while the reader moves between problem types: messages wait for a submit attempt', async () => {
  show();
  fireEvent.click(screen.getByRole('button', { name: 'No' }));
  await screen.findByRole('dialog');
  // Focus leaving the first problem type (where the dialog opens) used to show the message mid-click.
  fireEvent.focus(screen.getByLabelText('Content error'));
  fireEvent.blur(screen.getByLabelText('Content error'));
  fireEvent.focus(screen.getByLabelText(/Your suggestion/));
  fireEvent.blur(screen.getByLabelText(/Your suggestion/));
  expect(screen.queryByText('Please select at least one problem type')).toBeNull();
  expect(screen.queryByText('Please leave your valuable suggestion')).toBeNull();
  fireEvent.click(screen.getByLabelText('Link error'));
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Please leave your valuable suggestion')).toBeInTheDocument();
  expect(screen.queryByText('Please select at least one problem type')).toBeNull();
});

it('sends the chosen problem types and suggestion, keeps them through a failure, then says submitted', async () => {
  show('cn');
  fireEvent.click(screen.getByRole('button', { name: '否' }));
  await screen.findByRole('dialog');
  fireEvent.click(screen.getByLabelText('链接错误'));
  fireEvent.click(screen.getByLabelText('过于简单 / 步骤不完整'));
  fireEvent.change(screen.getByLabelText(/您的建议/), { target: { value: 'Step 3 links to a missing page' } });
  replies = ['network'];
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('网络问题');
  expect(screen.getByLabelText('链接错误')).toBeChecked();
  expect(screen.getByLabelText(/您的建议/)).toHaveValue('Step 3 links to a missing page');
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  expect(await screen.findByRole('status')).toHaveTextContent('提交成功，谢谢');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const calls = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
  expect(calls).toHaveLength(2);
  expect(String(calls[1][0])).toContain('/document/feedback?lang=ZH_CN');
  expect(JSON.parse(String(calls[1][1].body))).toEqual({
    pageCode: 'cdn-quick-start', docName: 'Quick start', docUrl: '/docs/cdn-quick-start/',
    feedbackType: ['link-error', 'too-simple'], feedbackContent: 'Step 3 links to a missing page',
  });
  const key = (i: number) => (calls[i][1].headers as Record<string, string>)['idempotency-key'];
  expect(key(1)).toBe(key(0));
});

it("'No' announces its dialog, which loads on demand; Cancel closes it and focus returns to 'No'", async () => {
  show();
  const no = screen.getByRole('button', { name: 'No' });
  expect(no).toHaveAttribute('aria-haspopup', 'dialog');
  fireEvent.click(no);
  expect(no).toHaveAttribute('aria-expanded', 'true');
  await screen.findByRole('dialog');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(no).toHaveFocus());
});
