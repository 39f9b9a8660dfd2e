import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '../../i18n';
import LanguageLinks, { languageOptions } from './LanguageSwitcher';

// jsdom cannot navigate; stop a link's default action after the site's handler has run.
const stop = (e: Event) => e.preventDefault();
beforeEach(() => window.addEventListener('click', stop));
afterEach(() => window.removeEventListener('click', stop));

const renderContactLinks = () =>
  render(
    <I18nProvider locale="en">
      <LanguageLinks options={languageOptions(null, '/contact/')} />
    </I18nProvider>,
  );

describe('language switcher', () => {
  it('points every language at the same page in that locale', () => {
    expect(languageOptions(null, '/blog/').map((o) => o.href)).toEqual(['/blog/', '/cn/blog/', '/ja/blog/', '/ko/blog/']);
    expect(languageOptions(null, '/').map((o) => o.href)).toEqual(['/', '/cn', '/ja', '/ko']);
  });

  it('is a full navigation (a plain link) that stores the language cookie for 31536000 s on path /', () => {
    const cookieSetter = jest.spyOn(Document.prototype, 'cookie', 'set');
    renderContactLinks();
    const korean = screen.getByRole('link', { name: '한국어' });
    expect(korean).toHaveAttribute('href', '/ko/contact/');
    fireEvent.click(korean);
    expect(cookieSetter).toHaveBeenCalledWith(expect.stringMatching(/^i18n_redirected=ko; max-age=31536000; path=\//));
    expect(document.cookie).toContain('i18n_redirected=ko');
    expect(korean).toHaveAttribute('href', '/ko/contact/');
    cookieSetter.mockRestore();
  });
});
