import {useCallback} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {CallbackProvider} from '@site/src/lib/oauth/common';
import {rememberReturnLocale} from '@site/src/lib/oauth/returnLocale';

/**
 * Sends the visitor to a provider's sign-in page, remembering this page's
 * locale so the (locale-neutral) callback can bring them back to it.
 */
export function useStartAuthorization(
  provider: CallbackProvider,
  navigate: (url: string) => void,
): (url: string) => void {
  const localeBase = useBaseUrl('/');
  return useCallback(
    (url: string) => {
      try {
        rememberReturnLocale(window.localStorage, provider, localeBase, Date.now());
      } catch {
        // Without storage the visitor comes back to the default-locale page.
      }
      navigate(url);
    },
    [provider, localeBase, navigate],
  );
}

/** The origin of this page, known after hydration (empty during the server render). */
export function currentOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}
