import { act, fireEvent, render, screen } from '@testing-library/react';
import Banner, { SLIDE_MS } from './Banner';
import { loadBanner } from './load.server';

const slides = [
  { title: 'Fast delivery', subtitle: 'Everywhere', buttonText: 'Try it', url: '/free-trial/' },
  { title: 'Strong security' },
  { title: 'Live video' },
];
const renderBanner = (autoplay?: boolean) => render(<Banner id="b" name="" details={{ slides, autoplay }} data={undefined} />);
const visibleTitle = () => screen.getAllByRole('heading').find((h) => !h.closest('[hidden]'))?.textContent;

describe('banner', () => {
  afterEach(() => jest.useRealTimers());

  it('gives a library image its variants, size and alt text in the page language; typed URLs stay as they are', () => {
    const photo = `/media/${'a'.repeat(32)}-1000x500.png`;
    const details = { slides: [{ title: 'One', image: photo }, { title: 'Two', image: 'https://cdn.example/x.png' }], autoplay: false };
    const { container } = render(<Banner id="b" name="" details={details} data={{ alt: { [photo]: 'Sunrise' } }} />);
    const [library, typed] = Array.from(container.querySelectorAll('img'));
    expect(library).toHaveAttribute('alt', 'Sunrise');
    expect(library).toHaveAttribute('width', '1000');
    expect(library.getAttribute('srcset')).toBe(
      ['320', '480', '640', '960', '1000'].map((w) => `/media/${'a'.repeat(32)}.w${w}.webp ${w}w`).join(', '),
    );
    expect(library.getAttribute('sizes')).toMatch(/max-width: 767px/);
    expect(typed).toHaveAttribute('src', 'https://cdn.example/x.png');
    expect(typed).not.toHaveAttribute('srcset');
  });

  it('shows the first slide as the page heading with its link', () => {
    renderBanner(false);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fast delivery');
    expect(screen.getByRole('link', { name: 'Try it' })).toHaveAttribute('href', '/free-trial/');
    expect(visibleTitle()).toBe('Fast delivery');
  });

  it('moves with the buttons and the arrow keys', () => {
    renderBanner(false);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleTitle()).toBe('Strong security');
    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowLeft' });
    expect(visibleTitle()).toBe('Live video');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(visibleTitle()).toBe('Strong security');
  });

  it('rotates on its own until paused', () => {
    jest.useFakeTimers();
    renderBanner();
    act(() => jest.advanceTimersByTime(SLIDE_MS));
    expect(visibleTitle()).toBe('Strong security');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => jest.advanceTimersByTime(SLIDE_MS * 3));
    expect(visibleTitle()).toBe('Strong security');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });
});

describe('banner loader', () => {
  const ctx = (get: jest.Mock) => ({ api: { get } as never, locale: 'en' as const, query: {}, preview: false, userAgent: '' });
  it('adds the slides of its home-store placement after its own', async () => {
    const get = jest.fn(async () => [{ id: 1, title: 'Stored', subtitle: 'From the store', url: '/free-trial/', buttonText: 'Try', image: '/images/x.svg' }]);
    const { details } = await loadBanner({ source: 'home', slides }, ctx(get));
    expect(get).toHaveBeenCalledWith('/home/banners', { type: 'home' }, { silent: true });
    expect(details!.slides).toEqual([...slides, { title: 'Stored', subtitle: 'From the store', url: '/free-trial/', buttonText: 'Try', image: '/images/x.svg' }]);
  });
  it('keeps the seeded slides when the store has none', async () => {
    expect(await loadBanner({ source: 'home', slides }, ctx(jest.fn(async () => [])))).toEqual({ interactive: 'when-visible' });
  });
  it('hydrates on view when its slides turn on their own, on use when they do not, never with one slide', async () => {
    const none = ctx(jest.fn(async () => []));
    expect((await loadBanner({ slides }, none)).interactive).toBe('when-visible');
    expect((await loadBanner({ slides, autoplay: false }, none)).interactive).toBe('when-used');
    expect((await loadBanner({ slides: slides.slice(0, 1) }, none)).interactive).toBe(false);
    // Stored slides count: one of its own and one from the store turn.
    expect((await loadBanner({ source: 'home', slides: slides.slice(0, 1) }, ctx(jest.fn(async () => [{ id: 1, title: 'Stored' }])))).interactive).toBe('when-visible');
  });
  it('leaves out stored banners of the wrong shape (a document written around the editor), and ignores a non-list', async () => {
    const stored = [null, 'text', { id: 2, title: { en: 'x' } }, { id: 3, title: 'Bad link', url: 'javascript:alert(1)' }, { id: 4, title: 'Good' }];
    const { details } = await loadBanner({ source: 'home', slides }, ctx(jest.fn(async () => stored)));
    expect(details!.slides).toEqual([...slides, { title: 'Good' }]);
    expect(await loadBanner({ source: 'home', slides }, ctx(jest.fn(async () => ({ home: [] }))))).toEqual({ interactive: 'when-visible' });
  });
});
