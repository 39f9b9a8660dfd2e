import { act, render, screen } from '@testing-library/react';
import { createApiClient, TOAST_MS } from '../../api-client';
import { I18nProvider } from '../../i18n';
import Toaster from './Toaster';

const failing = (async () => ({ ok: true, status: 200, json: async () => ({ code: '1', message: 'quota exceeded' }) })) as unknown as typeof fetch;

describe('Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a failed call message for 3000 ms; silent calls raise none', async () => {
    render(
      <I18nProvider locale="en">
        <Toaster />
      </I18nProvider>,
    );
    const api = createApiClient({ locale: 'en', baseUrl: 'http://api.test/v1', fetchImpl: failing });
    await act(async () => {
      await api.get('/silent', undefined, { silent: true }).catch(() => undefined);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await act(async () => {
      await api.get('/loud').catch(() => undefined);
    });
    expect(screen.getByRole('status')).toHaveTextContent('quota exceeded');
    act(() => jest.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('quota exceeded');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(TOAST_MS).toBe(3000);
  });
});
