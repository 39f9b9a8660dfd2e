import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '../../i18n';
import TopBanner from './TopBanner';
import { endOfDay, shouldShowTopBanner, TOP_BANNER_COOKIE } from './rules';

const banner = { id: 1, text: 'Meet us at IBC 2025', linkText: 'Book a meeting', url: '/events/ibc-2025/' };

describe('top banner rules', () => {
  it('shows while the close count is below 1', () => {
    expect(shouldShowTopBanner(undefined, '/')).toBe(true);
    expect(shouldShowTopBanner('0', '/blog/')).toBe(true);
    expect(shouldShowTopBanner('1', '/')).toBe(false);
    expect(shouldShowTopBanner('3', '/')).toBe(false);
  });

  it('never shows on the broadcast-show 2025 event page', () => {
    expect(shouldShowTopBanner(undefined, '/events/ibc-2025/')).toBe(false);
  });

  it('expires at the end of the day', () => {
    const end = endOfDay(new Date(2025, 5, 3, 9, 30));
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([2025, 5, 3, 23, 59]);
  });
});

describe('TopBanner', () => {
  afterEach(() => {
    document.cookie = `${TOP_BANNER_COOKIE}=; max-age=0; path=/`;
  });

  it('renders the banner text and link, and closing raises the count until end of day', () => {
    const cookieSetter = jest.spyOn(Document.prototype, 'cookie', 'set');
    render(
      <I18nProvider locale="en">
        <TopBanner banner={banner} eligible />
      </I18nProvider>,
    );
    expect(screen.getByText('Meet us at IBC 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a meeting' })).toHaveAttribute('href', '/events/ibc-2025/');
    fireEvent.click(screen.getByRole('button', { name: 'Close advertisement' }));
    expect(screen.queryByText('Meet us at IBC 2025')).toBeNull();
    expect(cookieSetter).toHaveBeenCalledWith(expect.stringContaining(`${TOP_BANNER_COOKIE}=1; expires=${endOfDay().toUTCString()}; path=/`));
    expect(document.cookie).toContain(`${TOP_BANNER_COOKIE}=1`);
    cookieSetter.mockRestore();
  });

  it('follows the verdict of each page while it stays mounted across client navigations', () => {
    const view = (eligible: boolean) => (
      <I18nProvider locale="en">
        <TopBanner banner={banner} eligible={eligible} />
      </I18nProvider>
    );
    const { rerender } = render(view(true));
    expect(screen.getByText('Meet us at IBC 2025')).toBeInTheDocument();
    rerender(view(false));
    expect(screen.queryByText('Meet us at IBC 2025')).toBeNull();
    rerender(view(true));
    expect(screen.getByText('Meet us at IBC 2025')).toBeInTheDocument();
  });

  it('renders nothing when the server decided it is hidden or there is no banner', () => {
    const { container } = render(
      <I18nProvider locale="en">
        <TopBanner banner={banner} eligible={false} />
        <TopBanner banner={null} eligible />
      </I18nProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
