import { render, screen } from '@testing-library/react';
import RelatedContent from './RelatedContent';

describe('relatedContent', () => {
  it('titles the strip by kind and links each item', () => {
    render(<RelatedContent id="r" name="" data={undefined} details={{ kind: 'videos', items: [{ title: 'Edge tour', url: '/videos/edge-network-tour/' }] }} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Related videos');
    expect(screen.getByRole('link', { name: 'Edge tour' })).toHaveAttribute('href', '/videos/edge-network-tour/');
  });
  it('renders nothing without items', () => {
    const { container } = render(<RelatedContent id="r" name="" data={undefined} details={{ kind: 'articles', items: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
