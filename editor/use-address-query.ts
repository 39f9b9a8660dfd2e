import { useRouter } from 'next/router';
import { useRef, useState } from 'react';

export type AddressQuery = Record<string, string>;

/** A change to the address's query: a value sets its parameter, '' or undefined removes it. */
export type AddressQueryChange = Record<string, string | undefined>;

/**
 * A list screen's filters kept in its address (a reload or a link keeps them), shown as chosen at once. The router
 * applies a shallow replace a moment later (longer on a busy machine); a second change made in between builds on the
 * first rather than on the address of that moment, which would drop the first. Null until the router has the query.
 */
export function useAddressQuery(): [AddressQuery | null, (change: AddressQueryChange) => void] {
  const router = useRouter();
  // What the editor chose last, until the router has applied it; the address again after that.
  const [chosen, setChosen] = useState<AddressQuery | null>(null);
  const latest = useRef<{ query: AddressQuery | null; replace: number }>({ query: null, replace: 0 });
  const [path, search = ''] = router.asPath.split('#')[0].split('?');
  const query = chosen ?? (router.isReady ? Object.fromEntries(new URLSearchParams(search)) : null);
  const change = (change: AddressQueryChange) => {
    // Before the router has the query, a change would drop the address's other parameters.
    if (!query) return;
    const next: AddressQuery = { ...(latest.current.query ?? query ?? {}) };
    for (const [name, value] of Object.entries(change)) {
      if (value) next[name] = value;
      else delete next[name];
    }
    const replace = latest.current.replace + 1;
    latest.current = { query: next, replace };
    setChosen(next);
    // Only the last replace hands back to the address: the ones before it end first, or are cancelled.
    const text = new URLSearchParams(next).toString();
    const settled = () => {
      if (latest.current.replace !== replace) return;
      latest.current = { query: null, replace };
      setChosen(null);
    };
    router.replace(`${path}${text ? `?${text}` : ''}`, undefined, { shallow: true }).then(settled, settled);
  };
  return [query, change];
}

