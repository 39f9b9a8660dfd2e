import { render, screen } from '@testing-library/react';
import type { WebInfo } from '../../api-client';
import { I18nProvider } from '../../i18n';
import Footer from './Footer';

const web: WebInfo = {
  logoUrl: '',
  iconUrl: '',
  siteLanguageList: [],
  defaultLanguage: 'EN_US',
  copyright: [
    { languageCode: 'EN_US', text: 'Copyright © Edgenova' },
    { languageCode: 'JA_JP', text: 'Copyright © Edgenova 無断転載を禁じます' },
  ],
};

describe('Footer', () => {
  it('lists the footer links (site paths locale-prefixed, external as they are) and the copyright of the locale', () => {
    render(
      <I18nProvider locale="ja">
        <Footer
          web={web}
          links={[
            { title: 'Console Login', url: 'https://console.example/', linkType: 'href' },
            { title: 'Privacy Policy', url: '/privacy-policy/', linkType: '' },
          ]}
        />
      </I18nProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'フッター' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Console Login' })).toHaveAttribute('href', 'https://console.example/');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/ja/privacy-policy/');
    expect(screen.getByText('Copyright © Edgenova 無断転載を禁じます')).toBeInTheDocument();
  });
});
