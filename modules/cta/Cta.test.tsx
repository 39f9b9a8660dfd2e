import { render, screen } from '@testing-library/react';
import { I18nProvider } from '../../i18n';
import Cta from './Cta';

it('cta links both buttons in the page locale', () => {
  render(
    <I18nProvider locale="ko">
      <Cta id="c" name="" details={{ title: 'Ready?', buttonText: 'Start', url: '/free-trial/', secondaryText: 'Call', secondaryUrl: '/contact/' }} data={undefined} />
    </I18nProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Ready?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/ko/free-trial/');
  expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', '/ko/contact/');
});
