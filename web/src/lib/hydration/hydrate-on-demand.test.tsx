// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLS_FUNCTION } from './early-actions';
import { HYDRATED_ATTRIBUTE, PRESS_WAIT_MS, hydrateOnDemand } from './hydrate-on-demand';

/** A small page of the shape the shop pages have: a controlled form, a button, a link. */
function Page({ onPress, onSend }: { onPress: () => void; onSend: (name: string, day: string) => void }) {
  const [name, setName] = useState('');
  const [day, setDay] = useState('lundi');
  return (
    <div>
      <button type="button" onClick={onPress}>
        Menu
      </button>
      <a href="#produits">Produits</a>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend(name, day);
        }}
      >
        <input aria-label="Nom" value={name} onChange={(event) => setName(event.target.value)} />
        <select aria-label="Jour" value={day} onChange={(event) => setDay(event.target.value)}>
          <option value="lundi">Lundi</option>
          <option value="mardi">Mardi</option>
        </select>
        <p data-testid="echo">{`${name}|${day}`}</p>
        <button type="submit">Envoyer</button>
      </form>
    </div>
  );
}

function serverRendered(props: Parameters<typeof Page>[0]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page {...props} />);
  document.body.append(container);
  // The app arrives a moment after it is asked for, as it does over the network.
  const hydrate = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    act(() => {
      hydrateRoot(container, <Page {...props} />);
    });
  });
  const get = <E extends Element>(selector: string) => container.querySelector(selector) as E;
  return { container, hydrate, get };
}

const press = (element: Element, type: string) => element.dispatchEvent(new Event(type, { bubbles: true }));

describe('hydrateOnDemand', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    vi.useRealTimers();
  });

  it('does not load the app while the visitor only reads, then hydrates once idle after a while (live updates)', async () => {
    vi.useFakeTimers();
    const { hydrate } = serverRendered({ onPress: vi.fn(), onSend: vi.fn() });
    const done = hydrateOnDemand(document, hydrate, { liveAfterMs: 5_000 });
    await vi.advanceTimersByTimeAsync(4_900);
    expect(hydrate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_200);
    await expect(done).resolves.toBe(true);
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });

  it('hydrates at the first sign of interaction, once, and replays a press made before it was ready', async () => {
    const onPress = vi.fn();
    const { hydrate, get } = serverRendered({ onPress, onSend: vi.fn() });
    const done = hydrateOnDemand(document, hydrate, { liveAfterMs: 60_000 });
    const menu = get<HTMLButtonElement>('button[type="button"]');
    press(menu, 'pointerdown');
    press(menu, 'touchstart');
    menu.click();
    expect(onPress).not.toHaveBeenCalled();
    // Shown as taken at once.
    expect(menu).toHaveAttribute('aria-busy', 'true');
    await done;
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(menu).not.toHaveAttribute('aria-busy');
    // Afterwards the app answers by itself, nothing is replayed twice.
    menu.click();
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('shows a tab at once before the app, and replays its press so that the app shows the same', async () => {
    const onSelect = vi.fn();
    function Tabs() {
      const [current, setCurrent] = useState('paniers');
      return (
        <div>
          <div role="tablist">
            {['paniers', 'plateaux'].map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                id={`tab-${value}`}
                aria-selected={current === value}
                // As Chakra's tabs: only the selected tab names its panel; each panel is labelled by its tab.
                aria-controls={current === value ? `panel-${value}` : undefined}
                tabIndex={current === value ? 0 : -1}
                onClick={() => {
                  setCurrent(value);
                  onSelect(value);
                }}
              >
                {value}
              </button>
            ))}
          </div>
          {['paniers', 'plateaux'].map((value) => (
            <div
              key={value}
              role="tabpanel"
              id={`panel-${value}`}
              aria-labelledby={`tab-${value}`}
              hidden={current !== value}
            >
              {`Nos ${value}`}
            </div>
          ))}
        </div>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Tabs />);
    document.body.append(container);
    const hydrate = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      act(() => {
        hydrateRoot(container, <Tabs />);
      });
    });
    const done = hydrateOnDemand(document, hydrate, { liveAfterMs: 60_000 });
    const tab = (value: string) => document.getElementById(`tab-${value}`) as HTMLElement;
    const panel = (value: string) => document.getElementById(`panel-${value}`) as HTMLElement;
    press(tab('plateaux'), 'pointerdown');
    tab('plateaux').click();
    // Shown before the app, not marked as waiting for it.
    expect(tab('plateaux')).toHaveAttribute('aria-selected', 'true');
    expect(tab('paniers')).toHaveAttribute('aria-selected', 'false');
    expect(panel('plateaux')).toBeVisible();
    expect(panel('paniers')).not.toBeVisible();
    expect(tab('plateaux')).not.toHaveAttribute('aria-busy');
    expect(onSelect).not.toHaveBeenCalled();
    await done;
    expect(onSelect).toHaveBeenCalledWith('plateaux');
    // The app's own state now: back to the first tab, by the app.
    act(() => tab('paniers').click());
    expect(panel('paniers')).toBeVisible();
    expect(panel('plateaux')).not.toBeVisible();
  });

  it('lets the browser answer a press and paint before the app loads: after the click, or a while after the first sign', async () => {
    const { hydrate, get } = serverRendered({ onPress: vi.fn(), onSend: vi.fn() });
    hydrateOnDemand(document, hydrate, { liveAfterMs: 60_000 });
    const menu = get<HTMLButtonElement>('button[type="button"]');
    press(menu, 'pointerdown');
    await new Promise((resolve) => setTimeout(resolve, PRESS_WAIT_MS / 4));
    expect(hydrate).not.toHaveBeenCalled();
    menu.click();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));

    document.body.innerHTML = '';
    vi.useFakeTimers();
    const next = serverRendered({ onPress: vi.fn(), onSend: vi.fn() });
    hydrateOnDemand(document, next.hydrate, { liveAfterMs: 60_000 });
    press(next.get('a'), 'pointerover');
    await vi.advanceTimersByTimeAsync(PRESS_WAIT_MS - 50);
    expect(next.hydrate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(next.hydrate).toHaveBeenCalledTimes(1);
  });

  it('tells the hydration when what was held will call a function (its drivers then load with it)', async () => {
    const plain = serverRendered({ onPress: vi.fn(), onSend: vi.fn() });
    const done = hydrateOnDemand(document, plain.hydrate, { liveAfterMs: 60_000 });
    press(plain.get('button[type="button"]'), 'pointerdown');
    plain.get<HTMLButtonElement>('button[type="button"]').click();
    await done;
    expect(plain.hydrate).toHaveBeenCalledExactlyOnceWith({ calling: false });

    document.body.innerHTML = '';
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    const calling = serverRendered({ onPress: vi.fn(), onSend: vi.fn() });
    calling.get('form').setAttribute(CALLS_FUNCTION, '');
    const sent = hydrateOnDemand(document, calling.hydrate, { liveAfterMs: 60_000 });
    calling.get('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    press(calling.get('form'), 'pointerdown');
    await sent;
    expect(calling.hydrate).toHaveBeenCalledExactlyOnceWith({ calling: true });
  });

  it('keeps what was typed and chosen before hydration, and sends the form once hydrated, never by the browser', async () => {
    const onSend = vi.fn();
    const { hydrate, get } = serverRendered({ onPress: vi.fn(), onSend });
    const done = hydrateOnDemand(document, hydrate, { liveAfterMs: 60_000 });
    const name = get<HTMLInputElement>('input');
    press(name, 'focusin');
    name.value = 'Léa Martin';
    get<HTMLSelectElement>('select').value = 'mardi';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    get('form').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await done;
    expect(name.value).toBe('Léa Martin');
    expect(get('[data-testid="echo"]').textContent).toBe('Léa Martin|mardi');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Léa Martin', 'mardi');
  });

  it('leaves links, a FAQ’s question and a native popover’s or dialog’s button to the browser and the page as it is when the app cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { get } = serverRendered({ onPress: vi.fn(), onSend: vi.fn() });
    const done = hydrateOnDemand(document, () => Promise.reject(new Error('réseau')), { liveAfterMs: 60_000 });
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    press(get('a'), 'pointerdown');
    get('a').dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const menuButton = document.createElement('button');
    menuButton.setAttribute('popovertarget', 'menu');
    document.body.append(menuButton);
    const menuPress = new MouseEvent('click', { bubbles: true, cancelable: true });
    menuButton.dispatchEvent(menuPress);
    expect(menuPress.defaultPrevented).toBe(false);
    // A question of the FAQ (a details' summary) opens by itself.
    const question = document.createElement('details');
    question.innerHTML = '<summary>Livrez-vous&nbsp;?</summary><p>Oui, dans Lyon.</p>';
    document.body.append(question);
    const questionPress = new MouseEvent('click', { bubbles: true, cancelable: true });
    question.querySelector('summary')?.dispatchEvent(questionPress);
    expect(questionPress.defaultPrevented).toBe(false);
    expect(question.querySelector('[aria-busy]')).toBeNull();
    // A dialog's button, where the browser opens dialogs from `commandfor` by itself (jsdom does
    // not: the press is then held for the app).
    const productButton = document.createElement('button');
    productButton.setAttribute('commandfor', 'produit');
    document.body.append(productButton);
    const heldPress = new MouseEvent('click', { bubbles: true, cancelable: true });
    productButton.dispatchEvent(heldPress);
    expect(heldPress.defaultPrevented).toBe(true);
    Object.defineProperty(HTMLButtonElement.prototype, 'command', { value: '', configurable: true });
    const nativePress = new MouseEvent('click', { bubbles: true, cancelable: true });
    productButton.dispatchEvent(nativePress);
    expect(nativePress.defaultPrevented).toBe(false);
    Reflect.deleteProperty(HTMLButtonElement.prototype, 'command');
    await expect(done).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith('Page non interactive (chargement du script échoué)', expect.any(Error));
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
    // Released: a press is no longer held back.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    get('button').dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    error.mockRestore();
  });
});
