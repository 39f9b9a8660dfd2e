import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '../../i18n';
import LoadingBar, { LOADING_HIDE_MS, LOADING_THROTTLE_MS } from './LoadingBar';

type Handler = (...args: unknown[]) => void;
const handlers: Record<string, Handler[]> = {};
const events = {
  on: (name: string, fn: Handler) => (handlers[name] ??= []).push(fn),
  off: (name: string, fn: Handler) => (handlers[name] = (handlers[name] ?? []).filter((h) => h !== fn)),
  emit: (name: string, ...args: unknown[]) => act(() => (handlers[name] ?? []).forEach((h) => h(...args))),
};
jest.mock('next/router', () => ({ useRouter: () => ({ events }) }));

describe('LoadingBar (200 ms before it shows, 500 ms hide)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    render(
      <I18nProvider locale="en">
        <LoadingBar />
      </I18nProvider>,
    );
  });
  afterEach(() => jest.useRealTimers());

  it('stays hidden for navigations shorter than the 200 ms throttle', () => {
    events.emit('routeChangeStart', '/a/', { shallow: false });
    act(() => jest.advanceTimersByTime(LOADING_THROTTLE_MS - 1));
    events.emit('routeChangeComplete', '/a/');
    act(() => jest.advanceTimersByTime(LOADING_HIDE_MS + LOADING_THROTTLE_MS));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows after 200 ms and hides 500 ms after the navigation ends', () => {
    events.emit('routeChangeStart', '/b/', { shallow: false });
    act(() => jest.advanceTimersByTime(LOADING_THROTTLE_MS));
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'loading');
    events.emit('routeChangeComplete', '/b/');
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'done');
    act(() => jest.advanceTimersByTime(LOADING_HIDE_MS));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
