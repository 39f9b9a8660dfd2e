import { act, fireEvent, renderHook } from '@testing-library/react';
import { useNavigationBehaviours } from './useNavigationBehaviours';

type Handler = (url: string) => void;
const handlers: Record<string, Handler[]> = {};
const original = { push: jest.fn(async (..._args: unknown[]) => true), replace: jest.fn(async (..._args: unknown[]) => true), prefetch: jest.fn(async (..._args: unknown[]) => undefined) };
const mockRouter = {
  ...original,
  beforePopState: jest.fn(),
  events: {
    on: (name: string, fn: Handler) => (handlers[name] ??= []).push(fn),
    off: (name: string, fn: Handler) => (handlers[name] = (handlers[name] ?? []).filter((h) => h !== fn)),
  },
};
jest.mock('next/router', () => ({ __esModule: true, default: { get router() { return mockRouter; } } }));

const emit = (name: string, url: string) => act(() => (handlers[name] ?? []).forEach((h) => h(url)));

function setConnection(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
}

describe('navigation behaviours (_app)', () => {
  afterEach(() => {
    Object.assign(mockRouter, original);
    jest.clearAllMocks();
    setConnection(undefined);
    window.history.pushState({}, '', '/');
  });

  it('carries rsr, bd_vid and the preview pair into router.push and router.replace', async () => {
    window.history.pushState({}, '', '/?rsr=mail&bd_vid=9&ispreview=true&pretoken=tok&other=1');
    const { unmount } = renderHook(() => useNavigationBehaviours());
    await mockRouter.push('/blog/', '/blog/');
    expect(original.push).toHaveBeenCalledWith('/blog/?rsr=mail&bd_vid=9&ispreview=true&pretoken=tok', '/blog/?rsr=mail&bd_vid=9&ispreview=true&pretoken=tok', undefined);
    await mockRouter.replace({ pathname: '/[[...slug]]', query: { slug: ['a'] } });
    expect(original.replace).toHaveBeenCalledWith(
      { pathname: '/[[...slug]]', query: { slug: ['a'], rsr: 'mail', bd_vid: '9', ispreview: 'true', pretoken: 'tok' } },
      undefined,
      undefined,
    );
    unmount();
    expect(mockRouter.push).toBe(original.push);
  });

  it('carries rsr, bd_vid and the preview pair into the href of a plain link as it is clicked, and of no other site', () => {
    window.history.pushState({}, '', '/contact/?rsr=ad&ispreview=true&pretoken=tok&other=1');
    document.body.innerHTML = '<p><a href="/ja/contact/"><span>日本語</span></a> <a href="/blog/?rsr=own#top">blog</a> <a href="https://example.com/">away</a></p>';
    const [language, blog, away] = [...document.querySelectorAll('a')];
    // jsdom cannot navigate: the default action is stopped once the behaviours' own listener has run.
    const stop = (event: Event) => event.preventDefault();
    window.addEventListener('click', stop);
    window.addEventListener('auxclick', stop);
    const { unmount } = renderHook(() => useNavigationBehaviours());
    fireEvent.click(language.querySelector('span')!);
    expect(language.getAttribute('href')).toBe('/ja/contact/?rsr=ad&ispreview=true&pretoken=tok');
    fireEvent(blog, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(blog.getAttribute('href')).toBe('/blog/?rsr=own&ispreview=true&pretoken=tok#top');
    fireEvent.click(away);
    expect(away.getAttribute('href')).toBe('https://example.com/');
    unmount();
    language.setAttribute('href', '/ko/contact/');
    fireEvent.click(language);
    expect(language.getAttribute('href')).toBe('/ko/contact/');
    window.removeEventListener('click', stop);
    window.removeEventListener('auxclick', stop);
    document.body.innerHTML = '';
  });

  it('scrolls to the top after a navigation and to the anchor of a hash link', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const target = document.createElement('div');
    target.id = 'pricing';
    target.scrollIntoView = jest.fn();
    document.body.appendChild(target);
    renderHook(() => useNavigationBehaviours());
    emit('routeChangeComplete', '/next/');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    emit('hashChangeComplete', '/next/#pricing');
    expect(target.scrollIntoView).toHaveBeenCalled();
    scrollTo.mockRestore();
  });

  it('skips link prefetch on 2g and with Save-Data only', async () => {
    setConnection({ effectiveType: '2g' });
    const { unmount } = renderHook(() => useNavigationBehaviours());
    await mockRouter.prefetch();
    expect(original.prefetch).not.toHaveBeenCalled();
    unmount();
    setConnection({ effectiveType: '4g', saveData: false });
    renderHook(() => useNavigationBehaviours());
    await mockRouter.prefetch();
    expect(original.prefetch).toHaveBeenCalled();
  });

  it('reloads once on a chunk-load failure', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom cannot reload
    sessionStorage.clear();
    renderHook(() => useNavigationBehaviours());
    const failure = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    act(() => {
      window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: failure }));
    });
    expect(sessionStorage.getItem('chunk-reload')).toBe(window.location.href);
    error.mockRestore();
  });

  it('does not reload for a chunk that failed while the browser is offline', () => {
    sessionStorage.clear();
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderHook(() => useNavigationBehaviours());
    const failure = Object.assign(new Error('Loading chunk 8 failed.'), { name: 'ChunkLoadError' });
    act(() => {
      window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: failure }));
    });
    expect(sessionStorage.getItem('chunk-reload')).toBeNull();
    online.mockRestore();
  });
});
