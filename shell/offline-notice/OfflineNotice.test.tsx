import { act, render, screen } from '@testing-library/react';
import { I18nProvider, type Locale } from '../../i18n';
import OfflineNotice from './OfflineNotice';

let online = true;
beforeEach(() => {
  online = true;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => jest.restoreAllMocks());

const goOffline = (value: boolean) =>
  act(() => {
    online = !value;
    window.dispatchEvent(new Event(value ? 'offline' : 'online'));
  });

const show = (locale: Locale = 'en') => render(<I18nProvider locale={locale}><OfflineNotice /></I18nProvider>);

it('says nothing while online, tells the reader when the browser goes offline, and clears when back online', () => {
  const { container } = show();
  const region = container.querySelector('[aria-live="polite"]')!;
  expect(region).toBeEmptyDOMElement();
  goOffline(true);
  expect(region).toHaveTextContent('You are offline.');
  goOffline(false);
  expect(region).toBeEmptyDOMElement();
});

it('speaks the reader’s language', () => {
  show('ko');
  goOffline(true);
  expect(screen.getByText(/오프라인 상태입니다/)).toBeInTheDocument();
});
