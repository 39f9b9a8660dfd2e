import { useMemo } from 'react';
import { createApiClient, type ApiClient } from '../../api-client/client';
import { useLocale } from '../../i18n';

/** A browser-side portal client in the page's locale, for modules that page or filter after the first render. */
export function useApi(): ApiClient {
  const locale = useLocale();
  return useMemo(() => createApiClient({ locale }), [locale]);
}
