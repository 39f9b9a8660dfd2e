import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { I18nProvider } from '../i18n';

/**
 * Renders an editor screen for a component test: in English, with a cache of its own so that no answer fetched by an
 * earlier render or test is shown again (SWR keeps one cache per page otherwise).
 */
export function renderEditorScreen(screen: ReactElement) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nProvider locale="en">{screen}</I18nProvider>
    </SWRConfig>,
  );
}
