import { PAGE_HYDRATED_EVENT, PAGE_SCRIPTS_ELEMENT_ID, PAGE_SCRIPTS_LOADER_SOURCE, signalPageHydrated } from '../../contract/page-scripts';

/**
 * The script loader's held press (contract/page-scripts.ts), run as the page runs it: its text evaluated after the
 * script list, with buttons that do nothing until "hydration" gives them a handler.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function page(html: string) {
  document.body.innerHTML = `<script id="${PAGE_SCRIPTS_ELEMENT_ID}" type="application/json">[]</script>${html}`;
  // jsdom has no paint timing: the loader then waits a frame, which does not matter here (the list is empty).
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = { supportedEntryTypes: [] };
  new Function(PAGE_SCRIPTS_LOADER_SOURCE)();
}

/** What "hydration" gives each button: a handler counting its presses. */
function hydrate(): Map<string, number> {
  const presses = new Map<string, number>();
  for (const button of document.querySelectorAll('button')) {
    button.addEventListener('click', (event) => {
      event.preventDefault();
      presses.set(button.id, (presses.get(button.id) ?? 0) + 1);
    });
  }
  return presses;
}

afterEach(() => {
  delete (window as { next?: unknown }).next;
  document.body.innerHTML = '';
});

it('does the last press made before hydration once, on its button, with focus on it', async () => {
  page('<button id="menu" type="button">Menu</button><button id="search">Search</button>');
  document.getElementById('search')!.click();
  document.getElementById('menu')!.click();
  document.getElementById('menu')!.click();
  const presses = hydrate();
  signalPageHydrated();
  await nextTask();
  expect(Object.fromEntries(presses)).toEqual({ menu: 1 });
  expect(document.activeElement?.id).toBe('menu');
});

it("a button outside any form counts whatever its type; a form's submit button is left to the browser", async () => {
  page('<form><button id="send">Send</button></form><button id="bare">Open</button>');
  document.getElementById('bare')!.click();
  // jsdom does not submit forms: the browser's own submission is not what is tested here.
  document.getElementById('send')!.addEventListener('click', (event) => event.preventDefault());
  document.getElementById('send')!.click();
  const presses = hydrate();
  signalPageHydrated();
  await nextTask();
  expect(Object.fromEntries(presses)).toEqual({ bare: 1 });
});

it("holds nothing once Next's router exists: React handles such a press itself", async () => {
  page('<button id="menu" type="button">Menu</button>');
  (window as { next?: unknown }).next = { router: {} };
  document.getElementById('menu')!.click();
  const presses = hydrate();
  document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
  await nextTask();
  expect(presses.size).toBe(0);
});

it('leaves a button that went away or was disabled meanwhile', async () => {
  page('<button id="gone" type="button">Gone</button>');
  const gone = hydrate();
  document.getElementById('gone')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  gone.clear(); // that press itself, before "hydration": only a replay may count
  document.getElementById('gone')!.remove();
  signalPageHydrated();
  await nextTask();
  page('<button id="off" type="button">Off</button>');
  document.getElementById('off')!.click();
  (document.getElementById('off') as HTMLButtonElement).disabled = true;
  const presses = hydrate();
  signalPageHydrated();
  await nextTask();
  expect(gone.size).toBe(0);
  expect(presses.size).toBe(0);
});
