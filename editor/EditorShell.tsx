import Head from 'next/head';
import Link from 'next/link';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { editorApi } from '../api-client';
import { useT } from '../i18n';
import SignInForm from './SignInForm';
import { canSeeLeads } from './LeadsGate';
import { failureText, useEditorApi, useStaff } from './use-editor';
import { clearAllLocalDrafts, clearOtherStaffDrafts } from './drafts/local-drafts';
import styles from './Editor.module.css';

/** Frame of every editor screen: sign-in until there is a staff session, then the navigation and the screen. */
export default function EditorShell({ children }: { children: ReactNode }) {
  const t = useT();
  const api = useEditorApi();
  const { staff, signedOut, loading, error, mutate } = useStaff();
  // Unsaved work kept on this device is its author's alone (editor/drafts/local-drafts.ts).
  useEffect(() => {
    if (staff) clearOtherStaffDrafts(staff.id);
  }, [staff]);
  return (
    <>
      <Head>
        <title>{t('editor.title')}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <div className={styles.shell}>
        {/* Named: a framed site page (the live preview) brings its own banner, and two unnamed ones cannot be told apart. */}
        <header className={styles.bar} aria-label={t('editor.title')}>
          <strong>{t('editor.title')}</strong>
          {staff ? (
            <>
              <nav aria-label={t('editor.title')}>
                <Link href="/editor/">{t('editor.nav.pages')}</Link>
                <Link href="/editor/news/">{t('editorNews.nav')}</Link>
                <Link href="/editor/site/">{t('editor.nav.site')}</Link>
                <Link href="/editor/media/">{t('media.nav')}</Link>
                <Link href="/editor/docs/">{t('docsEditor.nav')}</Link>
                <Link href="/editor/calendar/">{t('calendar.nav')}</Link>
                {canSeeLeads(staff.role) ? <Link href="/editor/leads/">{t('editor.nav.leads')}</Link> : null}
              </nav>
              <span>{t('editor.signedInAs', { email: staff.email, role: staff.role })}</span>
              <button type="button" onClick={async () => { clearAllLocalDrafts(); await editorApi.logout(api).catch(() => null); await mutate(undefined, { revalidate: true }); }}>
                {t('editor.signOut')}
              </button>
            </>
          ) : null}
        </header>
        <main className={styles.main}>
          {error ? <p role="alert" className={styles.error}>{t('editor.error.load', { message: failureText(error) })}</p> : null}
          {signedOut ? <SignInForm onSignedIn={() => mutate()} /> : null}
          {staff ? children : null}
          {loading ? <p aria-busy="true">…</p> : null}
        </main>
      </div>
    </>
  );
}

/** A staff page that is one screen inside the shell: what the pages/editor/ files for list screens export. */
export function shellScreen(Screen: ComponentType, name: string) {
  const Page = () => (
    <EditorShell>
      <Screen />
    </EditorShell>
  );
  Page.displayName = name;
  return Page;
}
