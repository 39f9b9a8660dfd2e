import { Component, memo, type ReactNode } from 'react';
import { ModuleView } from './ModuleView';
import SkippedModule from './SkippedModule';
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

/**
 * One module's section. Memoised on the module itself, so a page re-render leaves each module as it is (a static
 * module keeps the server's HTML, registry/ModuleView.tsx).
 */
const ModuleSection = memo(function ModuleSection({ module, label }: { module: RenderableModule; label: string | undefined }) {
  const anchor = sectionId(module);
  return (
    <section id={anchor} data-module={module.type} aria-label={label}>
      {module.skipped ? (
        <SkippedModule type={module.type} reason={module.skipped} />
      ) : (
        <ModuleBoundary id={module.id} type={module.type}>
          <ModuleView module={module} />
        </ModuleBoundary>
      )}
    </section>
  );
});

/** Renders modules in order, with the fixed in-page navigation (listing the other modules) after the first one. */
export default function RenderModules({ modules }: { modules: RenderableModule[] }) {
  const labels = sectionLabels(modules);
  const rest = modules.map((m, i) => ({ href: `#${sectionId(m)}`, label: labels[i] })).slice(1);
  return (
    <>
      {modules.map((module, index) => (
        <div key={module.id}>
          <ModuleSection module={module} label={labels[index]} />
          {index === 0 && rest.length > 0 ? <InPageNav items={rest.filter((m): m is { href: string; label: string } => Boolean(m.label))} /> : null}
        </div>
      ))}
    </>
  );
}
