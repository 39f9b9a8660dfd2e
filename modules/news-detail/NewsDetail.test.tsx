import { render, screen } from '@testing-library/react';
import { I18nProvider } from '../../i18n';
import NewsDetail from './NewsDetail';

it('newsDetail renders the article heading, meta, body and links', () => {
  const details = { type: 'BLOG', title: 'Zero trust vs VPN', tag: 'Zero Trust', publishTime: '2025-05-02T00:00:00.000Z', author: 'Mina Park', readMinutes: 6, html: '<p>Body text</p>', listUrl: '/blog/', fileUrl: '/files/guide.pdf' };
  render(
    <I18nProvider locale="ja">
      <NewsDetail id="d" name="" details={details} data={undefined} />
    </I18nProvider>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Zero trust vs VPN');
  expect(screen.getByText('著者：Mina Park')).toBeInTheDocument();
  expect(screen.getByText('約 6 分で読めます')).toBeInTheDocument();
  expect(screen.getByText('Body text')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ダウンロード' })).toHaveAttribute('href', '/files/guide.pdf');
  expect(screen.getByRole('link', { name: '一覧に戻る' })).toHaveAttribute('href', '/ja/blog/');
});

it("newsDetail offers a library image's resized variants, loaded at once (it is above the fold)", () => {
  const details = { type: 'BLOG', title: 'T', tag: '', publishTime: '2025-05-02T00:00:00.000Z', html: '', listUrl: '/blog/', image: '/media/0123456789abcdef0123456789abcdef-1600x900.png' };
  const { container } = render(
    <I18nProvider locale="en">
      <NewsDetail id="d" name="" details={details} data={undefined} />
    </I18nProvider>,
  );
  const img = container.querySelector('img')!;
  expect(img.getAttribute('srcset')).toContain('/media/0123456789abcdef0123456789abcdef.w640.webp 640w');
  expect(img).toHaveAttribute('sizes', '(max-width: 50rem) calc(100vw - 2rem), 800px');
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('width', '1600');
});
