import dynamic from 'next/dynamic';
import Loadable from 'next/dist/shared/lib/loadable.shared-runtime';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { viewsLoaded } from './views-loaded.server';

const html = (view: ComponentType) => renderToString(createElement(view));

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A next/dynamic component, as a module's view is (registry/ModuleView.tsx), whose code arrives after `ms`. */
const arriving = (text: string, ms: number) => dynamic(() => delay(ms).then(() => ({ default: () => createElement('p', null, text) })));

/**
 * Two requests on a cold server: the first one's call takes both views' loads off Next's shared queue; the second's
 * must still wait for the view that arrives late before it renders. Next's own call, made before each page's data is
 * read, is the first here: it goes through viewsLoaded too.
 */
it("waits for the views another request's call is still loading, Next's own calls included", async () => {
  const early = arriving('Arrived early', 0);
  const late = arriving('Arrived late', 50);
  const first = Loadable.preloadAll();
  await viewsLoaded();
  expect(html(late)).toBe('<p>Arrived late</p>');
  await first;
  expect(html(early)).toBe('<p>Arrived early</p>');

  const later = arriving('Arrived later', 50);
  const mine = viewsLoaded();
  await Loadable.preloadAll();
  expect(html(later)).toBe('<p>Arrived later</p>');
  await mine;
});

it('waits too for loads that a later call takes off the queue while it waits (a dynamic part inside a view)', async () => {
  let inner: ComponentType | undefined;
  const outer = dynamic(() =>
    delay(10).then(() => {
      inner = arriving('Inner part', 80);
      return { default: () => createElement('p', null, 'Outer view') };
    }),
  );
  arriving('Slow neighbour', 60);
  const first = viewsLoaded(); // takes the outer view and its slow neighbour
  const second = viewsLoaded(); // finds nothing left: waits for the first
  await delay(30); // the outer view has arrived and queued its inner part; the first call still waits for the neighbour
  const third = viewsLoaded(); // takes the inner part
  await second;
  expect(html(outer)).toBe('<p>Outer view</p>');
  expect(html(inner!)).toBe('<p>Inner part</p>');
  await Promise.all([first, third]);
});
