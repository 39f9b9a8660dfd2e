import type { GetServerSidePropsContext } from 'next';
import { logRender, renderLogLine } from '../../page/render-log.server';
import { cookieNames, redactUrl } from '../../contract/log-safe';

/** The per-render log line holds no credential: cookie names only, token query values replaced. */
const req = (headers: Record<string, string>) => ({ headers, socket: { remoteAddress: '127.0.0.1' } }) as unknown as GetServerSidePropsContext['req'];

describe('render log line', () => {
  it('names the cookies without their values', () => {
    const line = JSON.parse(renderLogLine(req({ cookie: 'edn_customer=eyJuYW1lIjoiQSJ9.SIGNATURE; i18n_redirected=ja; cookie_consent=s' }), '/docs/'));
    expect(line.cookie).toBe('edn_customer; i18n_redirected; cookie_consent');
    expect(JSON.stringify(line)).not.toMatch(/SIGNATURE|eyJuYW1l/);
  });

  it('drops preview tokens and SSO tickets from the URL and the referer, keeping the rest', () => {
    const line = JSON.parse(
      renderLogLine(req({ referer: 'https://site.example/cn/?ispreview=true&pretoken=abc.def' }), '/ja/product/cloud-dns/?ispreview=true&pretoken=eyJzdWIi.SIG&rsr=x'),
    );
    expect(line.render).toBe('/ja/product/cloud-dns/?ispreview=true&pretoken=[redacted]&rsr=x');
    expect(line.referer).toBe('https://site.example/cn/?ispreview=true&pretoken=[redacted]');
    expect(JSON.stringify(line)).not.toMatch(/SIG|abc\.def/);
  });

  it('redacts any token-like parameter, encoded names too', () => {
    expect(redactUrl('/a?ticket=ST-1&Token=2&pre%74oken=3&page=4#x')).toBe('/a?ticket=[redacted]&Token=[redacted]&pre%74oken=[redacted]&page=4');
    expect(redactUrl('/plain/')).toBe('/plain/');
    expect(cookieNames(undefined)).toBe('');
  });

  it('is written to standard output as one line of its own', () => {
    const written: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (written.push(String(chunk)), true));
    try {
      logRender(req({ host: 'site.example', cookie: 'edn_customer=SECRET' }), '/docs/');
    } finally {
      write.mockRestore();
    }
    expect(written).toHaveLength(1);
    expect(written[0].endsWith('\n')).toBe(true);
    expect(JSON.parse(written[0])).toEqual({ render: '/docs/', ip: '127.0.0.1', host: 'site.example', cookie: 'edn_customer', referer: '', ua: '' });
  });
});
