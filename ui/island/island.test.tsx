import { act, fireEvent } from '@testing-library/react';
import { use, useId, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../../i18n';
import { Island } from './island';
import styles from './Island.module.css';

function Counter({ start }: { start: number }) {
  const id = useId();
  const [count, setCount] = useState(start);
  return (
    <p>
      <label htmlFor={id}>Count</label>
      <input id={id} readOnly value={count} />
      <button type="button" onClick={() => setCount(count + 1)}>
        Add
      </button>
    </p>
  );
}

function Greeting() {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [sent, setSent] = useState('');
  const [started, setStarted] = useState(false);
  return (
    <form
      data-started={started}
      onFocus={() => setStarted(true)}
      onSubmit={(event) => {
        event.preventDefault();
        setSent(`${name}${agreed ? ' agreed' : ''}`);
      }}
    >
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <input type="checkbox" aria-label="Agree" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <button type="submit">Send</button>
      <output>{sent}</output>
    </form>
  );
}

/** The page as the server sent it: the island's element holding its content, rendered as a root of its own. */
function serverPage(): HTMLElement {
  const container = document.createElement('div');
  const inner = renderToString(
    <I18nProvider locale="en">
      <Counter start={1} />
    </I18nProvider>,
    { identifierPrefix: 'counter-' },
  );
  container.innerHTML = `<div class="${styles.contents}">${inner}</div>`;
  document.body.append(container);
  return container;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

let observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
beforeEach(() => {
  observed = [];
  // jsdom has no IntersectionObserver: this one reports what the test says.
  globalThis.IntersectionObserver = class {
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
      observed.push(callback);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

async function hydratePage(wake: 'visible' | 'interaction', code: Promise<typeof Counter> = Promise.resolve(Counter), before?: (page: HTMLElement) => void) {
  const container = serverPage();
  before?.(container);
  const load = jest.fn(() => code);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(
      container,
      <I18nProvider locale="en">
        <Island name="counter" wake={wake} load={load} props={{ start: 1 }} />
      </I18nProvider>,
    );
  });
  return { container, load, errors };
}

/** The Greeting form as the server sent it, hydrated as an island whose code arrives when the test says. */
async function hydrateGreeting() {
  const container = document.createElement('div');
  container.innerHTML = `<div class="${styles.contents}">${renderToString(<Greeting />, { identifierPrefix: 'greeting-' })}</div>`;
  document.body.append(container);
  let arrive: (component: typeof Greeting) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = jest.fn(() => new Promise<typeof Greeting>((resolve, reject) => ((arrive = resolve), (fail = reject))));
  await act(async () => {
    hydrateRoot(container, <I18nProvider locale="en"><Island name="greeting" wake="interaction" load={load} props={{}} /></I18nProvider>);
  });
  return { container, load, arrive: (component: typeof Greeting) => arrive(component), fail: (error: Error) => fail(error) };
}

describe('Island', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the server HTML without loading code until first use, then hydrates it in place', async () => {
    const { container, load, errors } = await hydratePage('interaction');
    const input = container.querySelector('input')!;
    const button = container.querySelector('button')!;
    const island = container.querySelector<HTMLElement>(`.${styles.contents}`)!;
    expect(island.dataset.island).toBe('');
    expect(load).not.toHaveBeenCalled();
    expect(input.value).toBe('1');

    await act(async () => {
      fireEvent.focusIn(button);
    });
    expect(load).toHaveBeenCalledTimes(1);
    // The same elements, now React's: the label still names the input (ids agree with the server's).
    expect(container.querySelector('input')).toBe(input);
    expect(container.querySelector('label')!.htmlFor).toBe(input.id);
    expect(input.id).toMatch(/counter-/);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(input.value).toBe('2');
    expect(errors).not.toHaveBeenCalled();
  });

  it('a click alone (assistive technology, or one an enclosing island replays) wakes it and is done once, after hydration', async () => {
    const { container, load, errors } = await hydratePage('interaction');
    const input = container.querySelector('input')!;
    await act(async () => {
      fireEvent.click(container.querySelector('button')!);
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      await nextTask();
      await nextTask();
    });
    expect(input.value).toBe('2');
    expect(errors).not.toHaveBeenCalled();
  });

  it("a 'visible' island wakes when it comes into view", async () => {
    const { container, load, errors } = await hydratePage('visible');
    expect(load).not.toHaveBeenCalled();
    await act(async () => observed.forEach((report) => report([{ isIntersecting: false }])));
    expect(load).not.toHaveBeenCalled();
    await act(async () => observed.forEach((report) => report([{ isIntersecting: true }])));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      fireEvent.click(container.querySelector('button')!);
    });
    expect(container.querySelector('input')!.value).toBe('2');
    expect(errors).not.toHaveBeenCalled();
  });

  it('a click made while the code loads is done again once the island has hydrated', async () => {
    let arrive: (component: typeof Counter) => void = () => undefined;
    const { container, errors } = await hydratePage('interaction', new Promise((resolve) => (arrive = resolve)));
    const button = container.querySelector('button')!;
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    expect(container.querySelector('input')!.value).toBe('1');
    await act(async () => arrive(Counter));
    await act(nextTask); // the replay runs in tasks of its own
    await act(nextTask);
    expect(container.querySelector('input')!.value).toBe('2');
    expect(errors).not.toHaveBeenCalled();
  });

  it('wakes at once when focus was already in it before the page hydrated', async () => {
    const { container, load } = await hydratePage('interaction', undefined, (page) => page.querySelector('button')!.focus());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      fireEvent.click(container.querySelector('button')!);
    });
    expect(container.querySelector('input')!.value).toBe('2');
  });

  it('what was typed and checked before it hydrated reaches React; a submit pressed meanwhile is sent then, not by the browser', async () => {
    const { container, arrive } = await hydrateGreeting();
    const name = container.querySelector('input')!;
    const agree = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    fireEvent.focusIn(name);
    fireEvent.change(name, { target: { value: 'Ada' } });
    agree.checked = true;
    const submit = container.querySelector('button')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    submit.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await act(async () => arrive(Greeting));
    await act(nextTask); // the fields' values, in a task of its own
    await act(nextTask); // then the click
    expect(container.querySelector('output')!.textContent).toBe('Ada agreed');
    expect(name.value).toBe('Ada');
    expect(agree.checked).toBe(true);
  });

  it("a submit pressed while its root hydrates is held though React's page root stops the press on its way", async () => {
    const { container, arrive } = await hydrateGreeting();
    fireEvent.focusIn(container.querySelector('input')!);
    // Code that suspends: the island's root stays dehydrated, and React cannot finish it when the press comes.
    const never = new Promise<never>(() => undefined);
    function Waiting() {
      use(never);
      return <Greeting />;
    }
    await act(async () => arrive(Waiting));
    let reachedIsland = false;
    container.querySelector(`.${styles.contents}`)!.addEventListener('click', () => (reachedIsland = true), true);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('button')!.dispatchEvent(click);
    // React's listener on the page's root stopped the press before the island's element, and the browser would have
    // sent the form as plain HTML had the island not held it on the way there.
    expect(reachedIsland).toBe(false);
    expect(click.defaultPrevented).toBe(true);
  });

  const presses: Array<[string, (form: HTMLFormElement) => HTMLElement]> = [
    ['its submit button', (form) => form.querySelector('button')!],
    ['a button outside the form that names it', (form) => {
      form.id = 'greeting-form';
      const outside = document.createElement('button');
      outside.setAttribute('form', 'greeting-form');
      form.after(outside);
      return outside;
    }],
  ];
  it.each(presses)('if its code never arrives, %s pressed meanwhile does not send the form: it says neither where nor how', async (_, pressed) => {
    const { container, fail } = await hydrateGreeting();
    const button = pressed(container.querySelector('form')!);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = jest.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', sent);
    try {
      fireEvent.focusIn(container.querySelector('input')!);
      fireEvent.click(button);
      await act(async () => fail(new Error('chunk failed')));
      await act(nextTask);
      await act(nextTask);
      expect(errors).toHaveBeenCalledWith('[island] %s failed to load', 'greeting-', expect.any(Error));
      // As plain HTML it would load this page with the typed name in the address.
      expect(sent).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('submit', sent);
    }
  });

  it('what is typed while React hydrates is kept too (React puts a controlled field back to its rendered value)', async () => {
    const { container, arrive } = await hydrateGreeting();
    const name = container.querySelector('input')!;
    fireEvent.focusIn(name);
    // The visitor types as the island's component renders to hydrate: after the fields were looked at, before React listens.
    let typeMeanwhile: (() => void) | null = () => {
      name.value = 'Grace';
      name.dispatchEvent(new Event('input', { bubbles: true }));
    };
    function GreetingTypedMeanwhile() {
      typeMeanwhile?.();
      typeMeanwhile = null;
      return <Greeting />;
    }
    await act(async () => arrive(GreetingTypedMeanwhile));
    await act(nextTask);
    expect(name.value).toBe('Grace');
    await act(async () => {
      fireEvent.click(container.querySelector('button')!);
    });
    expect(container.querySelector('output')!.textContent).toBe('Grace');
  });

  it('focus put in it before it hydrated reaches React: its onFocus runs once it listens', async () => {
    const { container, load, arrive } = await hydrateGreeting();
    container.querySelector('input')!.focus(); // wakes it (focusin) with nothing of React's listening yet
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive(Greeting));
    await act(nextTask);
    expect(container.querySelector('form')!.dataset.started).toBe('true');
  });
});
