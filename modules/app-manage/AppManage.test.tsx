import { render, screen } from '@testing-library/react';
import AppManage from './AppManage';
import { detectOs, pickDownload } from '../../contract/os-match';

const items = [
  { systemPlat: 'win', systemName: 'Windows', systemUa: 'Windows' as const, url: '/downloads/edgeray.msi' },
  { systemPlat: 'mac', systemName: 'macOS', systemUa: 'macOS' as const, url: '/downloads/edgeray.dmg' },
  { systemPlat: 'android', systemName: 'Android', systemUa: 'Android' as const, url: '/downloads/edgeray.apk' },
  { systemPlat: 'ios', systemName: 'iOS', systemUa: 'iOS' as const, url: 'https://apps.example/edgeray' },
];
const UA = {
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
};

describe('appManage', () => {
  it.each([
    [UA.windows, 'Windows', 0],
    [UA.mac, 'macOS', 1],
    [UA.android, 'Android', 2],
    [UA.iphone, 'iOS', 3],
  ])('matches %s to the %s entry', (ua, os, index) => {
    expect(detectOs(ua)).toBe(os);
    expect(pickDownload(items, ua)).toBe(index);
  });

  it('falls back to the first entry when no rule matches', () => {
    expect(detectOs(UA.linux)).toBe('Linux');
    expect(pickDownload(items, UA.linux)).toBe(0);
    expect(pickDownload(items, 'curl/8.0')).toBe(0);
  });

  it('offers the chosen entry first and the others below', () => {
    render(<AppManage id="a" name="" details={{ items }} data={{ chosen: 2 }} />);
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/downloads/edgeray.apk');
    expect(screen.getAllByRole('link')[0]).toHaveTextContent('Download for Android');
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });
});
