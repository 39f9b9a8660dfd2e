import { render, screen } from '@testing-library/react';
import { I18nProvider, type Locale } from '../../i18n';
import ErrorView from './ErrorView';

const renderError = (status: number, locale: Locale = 'en', message?: string) =>
  render(
    <I18nProvider locale={locale}>
      <ErrorView status={status} message={message} />
    </I18nProvider>,
  );

describe('ErrorView (403, 404 and other statuses, with their messages)', () => {
  it('404: the not-found wording and a link home in the locale', () => {
    renderError(404, 'ja');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ページが見つかりません');
    expect(screen.getByRole('link', { name: 'ホームページへ戻る。' })).toHaveAttribute('href', '/ja/');
  });

  it('404 in English uses the exact spec wording', () => {
    renderError(404);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Oops! That page can't be found");
    expect(screen.getByText('Sorry, the page you requested does not exist!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage.' })).toHaveAttribute('href', '/');
  });

  it('403: the forbidden warning', () => {
    renderError(403);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sorry, you are not authorised');
    expect(screen.getByText('Sorry, you do not have permission to access this page!')).toBeInTheDocument();
  });

  it("any other status: the server-error warning plus 'status code - message'", () => {
    renderError(502, 'en', 'upstream unavailable');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sorry, the server is experiencing an error. Please try again later.');
    expect(screen.getByText('502 - upstream unavailable')).toBeInTheDocument();
  });
});
