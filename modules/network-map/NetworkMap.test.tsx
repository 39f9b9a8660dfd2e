import { render, screen } from '@testing-library/react';
import { validate } from 'superstruct';
import { I18nProvider } from '../../i18n';
import NetworkMap from './NetworkMap';
import { NetworkMapDetails } from './schema';

describe('networkMap', () => {
  it('links each region to its -cdn page in the page locale', () => {
    render(
      <I18nProvider locale="ja">
        <NetworkMap id="m" name="" data={undefined} details={{ regions: [{ slug: 'europe-cdn', name: 'ヨーロッパ', pops: 420 }] }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: /ヨーロッパ/ })).toHaveAttribute('href', '/ja/global-network-map/europe-cdn/');
    expect(screen.getByText('420 拠点')).toBeInTheDocument();
  });

  it('accepts only -cdn region slugs', () => {
    expect(validate({ regions: [{ slug: 'europe', name: 'Europe', pops: 1 }] }, NetworkMapDetails)[0]).toBeDefined();
  });
});
