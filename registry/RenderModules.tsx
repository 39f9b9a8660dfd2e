import Router from 'next/router';
import { Component, useEffect, type ReactNode } from 'react';
import { moduleComponents } from './components';
import type { RenderableModule } from './types';
import InPageNav from '../shell/in-page-nav/InPageNav';

/** Keeps one module's runtime error inside that module: it renders nothing and the rest of the page stays. */
export class ModuleBoundary extends Component<{ id: string; type: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('[registry] module %s (%s) failed to render', this.props.id, this.props.type, error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Module components load lazily (modules/<name>/index.ts): the server preloads the ones a page uses into its HTML, but a
 * client navigation would show a module late. Fetching all module code when a navigation starts, alongside the
 * next page's props, lets it render at once.
 */
function usePreloadModulesOnNavigation() {
  useEffect(() => {
    const preload = () => {
      for (const { component } of Object.values(moduleComponents)) (component as { preload?: () => unknown }).preload?.();
    };
    Router.events.on('routeChangeStart', preload);
    return () => Router.events.off('routeChangeStart', preload);
  }, []);
}

/** Anchor id of a module section, used by the in-page navigation. */
export const sectionId = (module: RenderableModule) => `module-${module.id}`;

/**
 * Each module's landmark label: its name, numbered from the second use on, since two regions with one name (e.g. a
 * hero and a results list both called "Search") cannot be told apart by a screen reader's landmark list.
 */
export function sectionLabels(modules: Array<Pick<RenderableModule, 'name'>>): Array<string | undefined> {
  const seen = new Map<string, number>();
  return modules.map(({ name }) => {
    if (!name) return undefined;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name} (${n})`;
  });
}

/** Renders modules in order, with the fixed in-page navigation (listing the other modules) after the first one. */
export default function RenderModules({ modules }: { modules: RenderableModule[] }) {
  usePreloadModulesOnNavigation();
  const labels = sectionLabels(modules);
  const rest = modules.map((m, i) => ({ href: `#${sectionId(m)}`, label: labels[i] })).slice(1);
  return (
    <>
      {modules.map((module, index) => {
        const { component: Module } = moduleComponents[module.type];
        return (
          <div key={module.id}>
            <section id={sectionId(module)} data-module={module.type} aria-label={labels[index]}>
              <ModuleBoundary id={module.id} type={module.type}>
                <Module id={module.id} name={module.name} details={module.details} data={module.data} />
              </ModuleBoundary>
            </section>
            {index === 0 && rest.length > 0 ? <InPageNav items={rest.filter((m): m is { href: string; label: string } => Boolean(m.label))} /> : null}
          </div>
        );
      })}
    </>
  );
}
