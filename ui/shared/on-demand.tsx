import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it is rendered, in the browser only (the server renders nothing in
 * its place): for dialogs and menus a visitor may never open. Only this wrapper ships with the page (next/dynamic
 * brought its loadable runtime, about 1.3 KB gzip, onto every site page). `preload` fetches the code ahead (hover,
 * focus); its failure (offline) is ignored there, while a failure to load for a render is left unhandled, for the
 * page's reload-on-failed-chunk behaviour (shell/navigation) to see.
 */
export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () =>
    (loading ??= load().then(
      (file) => (loaded = file.default),
      (error) => {
        loading = undefined; // the next render or preload tries again
        throw error;
      },
    ));

  function OnDemand(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      let live = true;
      void fetchCode().then((component) => live && setComponent(() => component));
      return () => {
        live = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  }

  return { Component: OnDemand, preload: () => void fetchCode().catch(() => undefined) };
}
