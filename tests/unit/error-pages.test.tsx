import { render, screen } from '@testing-library/react';
import type { NextPageContext } from 'next';
import ErrorPage from '../../pages/_error';
import NotFound, { getStaticProps } from '../../pages/404';

/** The pages Next.js itself shows: the second-failure page and the unmatched-route page. */
describe('error pages', () => {
  it('second failure: the spec message and a link home, in the language of the address', async () => {
    const props = await ErrorPage.getInitialProps!({ res: { statusCode: 500 }, asPath: '/ko/blog/x/?a=1' } as unknown as NextPageContext);
    render(<ErrorPage {...props} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('오류 페이지를 표시하는 중 오류가 발생했습니다');
    expect(screen.getByText('500 - 문제가 발생했습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈페이지로 이동.' })).toHaveAttribute('href', '/ko/');
  });

  it('second failure in English', async () => {
    const props = await ErrorPage.getInitialProps!({ res: { statusCode: 502 }, asPath: '/blog/' } as unknown as NextPageContext);
    render(<ErrorPage {...props} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('An error occurred while showing the error page');
    expect(screen.getByRole('link', { name: 'Go to the homepage.' })).toHaveAttribute('href', '/');
  });

  it("unmatched route: 'This page could not be found', in the language of the address", async () => {
    // The static page carries its lines in every language (the browser holds only the HTML's own language).
    const built = (await getStaticProps({})) as { props: Parameters<typeof NotFound>[0] };
    window.history.pushState({}, '', '/ja/_next/missing');
    render(<NotFound {...built.props} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('このページは見つかりませんでした');
    expect(screen.getByRole('link', { name: 'ホームページへ戻る。' })).toHaveAttribute('href', '/ja/');
  });
});
