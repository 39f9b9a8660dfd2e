import { PAGE_SCRIPTS_ELEMENT_ID, signalPageHydrated } from '../../contract/page-scripts';
import { PAGE_SCRIPTS_LOADER_SOURCE } from '../../contract/page-scripts-loader';

/**
 * The script loader's held press (contract/page-scripts-loader.ts), run as the page runs it: its text evaluated after the
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

/** Each form sent, by its submitter, and whether it was held: heard on window, after the loader's listener on the document. */
let submitted: string[] = [];
const recordSubmit = (event: SubmitEvent) => {
  submitted.push(`${event.submitter?.id ?? 'no button'}${event.defaultPrevented ? ' held' : ''}`);
  event.preventDefault(); // jsdom does not navigate: the browser's own submission is not what is tested here
};
beforeEach(() => window.addEventListener('submit', recordSubmit));

afterEach(() => {
  window.removeEventListener('submit', recordSubmit);
  submitted = [];
  delete (window as { next?: unknown }).next;
  document.body.innerHTML = '';
});

it('adds nothing to window: every name it uses is its own (a global one could be replaced by the page before it is read)', () => {
  const before = new Set(Object.keys(window));
  page('<button id="menu" type="button">Menu</button>');
  // Elements with an id are window's named properties in jsdom: those are the page's, not the loader's.
  const added = Object.keys(window).filter((key) => !before.has(key) && key !== 'PerformanceObserver' && !document.getElementById(key));
  signalPageHydrated(); // its listeners go, as after any page
  expect(added).toEqual([]);
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

it("a button outside any form counts whatever its type; a submit button of a form that says where it goes is left to the browser", async () => {
  page('<form method="get"><button id="find">Find</button></form><form action="/consent" method="post"><button id="accept">Accept</button></form><button id="bare">Open</button>');
  document.getElementById('bare')!.click();
  document.getElementById('find')!.click();
  document.getElementById('accept')!.click();
  const presses = hydrate();
  signalPageHydrated();
  await nextTask();
  expect(submitted).toEqual(['find', 'accept']);
  expect(Object.fromEntries(presses)).toEqual({ bare: 1 });
});

it('a form that says neither action nor method is not sent as plain HTML: its submit button is pressed once the page has hydrated', async () => {
  page('<form id="lead"><input id="email" name="email" value="ada@example.com"><button id="send">Send</button></form><button id="menu" type="button">Menu</button>');
  document.getElementById('email')!.focus();
  document.getElementById('send')!.click();
  // A press after it is kept as well, in its own place: neither drops the other.
  document.getElementById('menu')!.click();
  document.getElementById('email')!.focus();
  // Sent with no submitter (as a script may): its submit button stands in.
  (document.getElementById('lead') as HTMLFormElement).requestSubmit();
  expect(submitted).toEqual(['send held', 'no button held']);
  const presses = hydrate();
  signalPageHydrated();
  await nextTask();
  // Pressed once, by the page's own code now; its handler (here, hydrate's) decides what is sent.
  expect(Object.fromEntries(presses)).toEqual({ menu: 1, send: 1 });
});

it('the submission of a form with no submit button is not sent as plain HTML, and does not drop a press held before it', async () => {
  page('<form id="bare"><input name="q"></form><button id="menu" type="button">Menu</button>');
  document.getElementById('menu')!.click();
  (document.getElementById('bare') as HTMLFormElement).requestSubmit();
  expect(submitted).toEqual(['no button held']);
  const presses = hydrate();
  signalPageHydrated();
  await nextTask();
  expect(Object.fromEntries(presses)).toEqual({ menu: 1 });
});

it('a form sent with Enter in a field: focus stays in the field when its button is pressed for it', async () => {
  page('<form><input id="name" name="name"><button id="send">Send</button></form>');
  const field = document.getElementById('name')!;
  field.focus();
  // What the browser does for Enter in a field: its form's default button is clicked.
  document.getElementById('send')!.click();
  const presses = hydrate();
  signalPageHydrated();
  await nextTask();
  expect(Object.fromEntries(presses)).toEqual({ send: 1 });
  expect(document.activeElement).toBe(field);
});

it("holds a submission nothing handled while the page hydrates (the router exists, an island's form does not listen yet), not one a form's own code handled, and nothing once it has hydrated", async () => {
  page('<form id="island"><button id="send">Send</button></form><form id="react"><button id="own">Send</button></form>');
  (window as { next?: unknown }).next = { router: {} };
  const own = jest.fn((event: Event) => event.preventDefault());
  document.getElementById('react')!.addEventListener('submit', own);
  document.getElementById('send')!.click();
  document.getElementById('own')!.click();
  expect(submitted).toEqual(['send held', 'own held']);
  expect(own).toHaveBeenCalledTimes(1);
  const presses = hydrate();
  signalPageHydrated();
  await nextTask();
  // Only the submission nobody handled is pressed again: the form that handled its own is not sent twice.
  expect(Object.fromEntries(presses)).toEqual({ send: 1 });
  submitted = [];
  document.getElementById('react')!.removeEventListener('submit', own);
  (document.getElementById('island') as HTMLFormElement).requestSubmit();
  expect(submitted).toEqual(['no button']);
});

it("holds a press made while the page hydrates, once React listens too: React never sees it, the loader does it once", async () => {
  page('<div id="root"><button id="menu" type="button">Menu</button></div>');
  // What the page is like once Next has its router and React listens on its container, before the page's effects ran.
  (window as { next?: unknown }).next = { router: {} };
  const reactSaw = jest.fn();
  document.getElementById('root')!.addEventListener('click', reactSaw, true);
  document.getElementById('menu')!.click();
  expect(reactSaw).not.toHaveBeenCalled();
  const presses = hydrate();
  signalPageHydrated();
  await nextTask();
  expect(Object.fromEntries(presses)).toEqual({ menu: 1 });
  // Once the page has hydrated, presses are the page's own.
  document.getElementById('menu')!.click();
  expect(reactSaw).toHaveBeenCalledTimes(2);
  expect(Object.fromEntries(presses)).toEqual({ menu: 2 });
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
