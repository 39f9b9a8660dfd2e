import { render, screen } from '@testing-library/react';
import { validate } from 'superstruct';
import { I18nProvider } from '../../i18n';
import FeatureGrid from './FeatureGrid';
import { FeatureGridDetails } from './schema';

describe('featureGrid', () => {
  it('renders cards with locale-prefixed site links and the anchor id', () => {
    const details = { anchor: 'major-services', title: 'Services', items: [{ title: 'Audit', text: 'We review', url: '/contact/', linkText: 'Talk to us' }, { title: 'Docs', url: 'https://docs.example/' }] };
    const { container } = render(
      <I18nProvider locale="ja">
        <FeatureGrid id="f" name="" details={details} data={undefined} />
      </I18nProvider>,
    );
    expect(container.querySelector('#major-services')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/ja/contact/');
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', 'https://docs.example/');
  });

  it('refuses javascript: links in the schema', () => {
    const [error] = validate({ items: [{ title: 'x', url: 'javascript:alert(1)' }] }, FeatureGridDetails);
    expect(error?.path).toEqual(['items', 0, 'url']);
  });
});
