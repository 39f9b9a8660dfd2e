import { render, screen } from '@testing-library/react';
import NewsDetail from './NewsDetail';

it('newsDetail renders the article heading, meta, body and links', () => {
  const details = { type: 'BLOG', title: 'Zero trust vs VPN', tag: 'Zero Trust', publishTime: '2025-05-02T00:00:00.000Z', author: 'Mina Park', readMinutes: 6, html: '<p>Body text</p>', listUrl: '/blog/', fileUrl: '/files/guide.pdf' };
  render(<NewsDetail id="d" name="" details={details} data={undefined} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Zero trust vs VPN');
  expect(screen.getByText('By Mina Park')).toBeInTheDocument();
  expect(screen.getByText('6 min read')).toBeInTheDocument();
  expect(screen.getByText('Body text')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/files/guide.pdf');
  expect(screen.getByRole('link', { name: 'Back to list' })).toHaveAttribute('href', '/blog/');
});
