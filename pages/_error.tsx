import type { NextPageContext } from 'next';
import Link from 'next/link';
import { translator } from '../i18n';

/** Shown when rendering a page itself failed: the second failure of spec §8, with a link home. */
function ErrorPage({ statusCode }: { statusCode: number }) {
  const t = translator('en');
  return (
    <main style={{ padding: '5rem 1rem', textAlign: 'center' }}>
      <h1>{t('error.secondFailure')}</h1>
      <p>{t('error.statusLine', { status: statusCode, message: t('error.somethingWrong') })}</p>
      <Link href="/">{t('error.goHome')}</Link>
    </main>
  );
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext) => ({ statusCode: res?.statusCode ?? err?.statusCode ?? 500 });

export default ErrorPage;
