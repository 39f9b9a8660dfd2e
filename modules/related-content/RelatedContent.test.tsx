import { render, screen } from '@testing-library/react';
import RelatedContent from './RelatedContent';

describe('relatedContent', () => {
  it('titles the strip by kind and links each item', () => {
    render(<RelatedContent id="r" name="" data={undefined} details={{ kind: 'videos', items: [{ title: 'Edge tour', url: '/videos/edge-network-tour/' }] }} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Related videos');
    expect(screen.getByRole('link', { name: 'Edge tour' })).toHaveAttribute('href', '/videos/edge-network-tour/');
  });
  it("offers a library image's resized variants, a typed URL as it is", () => {
    const items = [{ title: 'A', url: '/a/', image: '/media/0123456789abcdef0123456789abcdef-1600x900.png' }, { title: 'B', url: '/b/', image: 'https://example.com/b.png' }];
    const { container } = render(<RelatedContent id="r" name="" data={undefined} details={{ kind: 'articles', items }} />);
    const [library, typed] = [...container.querySelectorAll('img')];
    expect(library.getAttribute('srcset')).toContain('.w480.webp 480w');
    expect(library).toHaveAttribute('loading', 'lazy');
    expect(typed).not.toHaveAttribute('srcset');
  });
  it('renders nothing without items', () => {
    const { container } = render(<RelatedContent id="r" name="" data={undefined} details={{ kind: 'articles', items: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
