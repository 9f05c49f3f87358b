import { invokesCommands } from '../invoker-commands';
import { whenPageHydrated } from './page-parts';

/**
 * What a visitor does on a server-rendered page before its app has hydrated, kept to be done again
 * once it has: a press on a button (an event, « Réserver »), a form sent; a tab is shown at once.
 * Links need no app, nor do a native popover's button (the phone menu), a dialog's (a product's
 * card opens its dialog where the browser knows invoker commands) or a details' summary (the FAQ):
 * they work as they are. Text typed meanwhile stays in its field and is announced to the app (see
 * announceTypedValues).
 */
export interface EarlyActions {
  /** Replays what was kept, in order, on the elements still in the page, once all its parts have hydrated. */
  replay(): Promise<void>;
  /** Stops keeping without replaying (the app failed to load: the page stays as it is). */
  release(): void;
  /** Whether something kept will call a function once replayed (marked CALLS_FUNCTION). */
  calls(): boolean;
}

/**
 * Marks what calls a function when pressed or sent (« Je viendrai », a request form): held before
 * the app, it has the app load its Firebase drivers while it hydrates.
 */
export const CALLS_FUNCTION = 'data-calls-function';

/** Elements whose press only the app can answer (a details' summary opens it by itself: not held). */
const PRESSABLE = 'button, [role="button"], label, input[type="checkbox"], input[type="radio"]';

/**
 * Marks what shows that a press is held (`aria-busy`, drawn dimmed with a busy cursor by the page's
 * global styles): the visitor sees at once that it was taken.
 */
const HELD_ATTRIBUTE = 'aria-busy';

/**
 * A tab (a server-rendered tab list: each panel is labelled by its tab, the others hidden) is shown
 * at once, its press kept for the app all the same: once replayed, the app's state says what the
 * page shows.
 */
function showTab(doc: Document, tab: HTMLElement): void {
  const tabs = tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [];
  const panels = [...doc.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
  for (const each of tabs) {
    const selected = each === tab;
    each.setAttribute('aria-selected', String(selected));
    each.toggleAttribute('data-selected', selected);
    each.tabIndex = selected ? 0 : -1;
    const panel = panels.find((candidate) => candidate.getAttribute('aria-labelledby') === each.id);
    if (!panel) continue;
    panel.hidden = !selected;
    panel.toggleAttribute('data-selected', selected);
    panel.dataset.state = selected ? 'open' : 'closed';
  }
}

export function keepEarlyActions(doc: Document): EarlyActions {
  const kept: { element: HTMLElement; shown: HTMLElement | null; run: () => void }[] = [];
  const hold = (element: HTMLElement, shown: HTMLElement | null, run: () => void) => {
    shown?.setAttribute(HELD_ATTRIBUTE, 'true');
    kept.push({ element, shown, run });
  };
  const unmark = () => kept.forEach(({ shown }) => shown?.removeAttribute(HELD_ATTRIBUTE));
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('a[href]')) return;
    const pressed = target.closest<HTMLElement>(PRESSABLE);
    // A popover's button (the menu) and a dialog's (a product) work natively.
    if (!pressed || pressed.hasAttribute('popovertarget') || (pressed.hasAttribute('commandfor') && invokesCommands()))
      return;
    // A form's button sends the form: kept as the form's submission (below), not as a press.
    if (pressed instanceof HTMLButtonElement && pressed.type === 'submit' && pressed.form) return;
    event.preventDefault();
    const isTab = pressed.getAttribute('role') === 'tab';
    if (isTab) showTab(doc, pressed);
    hold(pressed, isTab ? null : pressed, () => pressed.click());
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    // Never sent by the browser itself: the fields would end up in the address (GET).
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter;
    hold(form, submitter instanceof HTMLElement ? submitter : null, () => form.requestSubmit());
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  const stop = () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
  };
  return {
    calls: () => kept.some(({ element }) => element.closest(`[${CALLS_FUNCTION}]`) !== null),
    release() {
      stop();
      unmark();
    },
    async replay() {
      stop();
      await whenPageHydrated();
      for (const { element, shown, run } of kept.splice(0)) {
        shown?.removeAttribute(HELD_ATTRIBUTE);
        if (element.isConnected) run();
      }
    },
  };
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const UNTYPED = ['checkbox', 'radio', 'hidden', 'file', 'submit', 'button', 'reset'];

/** The field's own value, when the visitor changed it from the server's. */
function changedValue(field: Field): string | null {
  if (field instanceof HTMLSelectElement) {
    const changed = [...field.options].some((option) => option.selected !== option.defaultSelected);
    return changed ? field.value : null;
  }
  if (field instanceof HTMLInputElement && UNTYPED.includes(field.type)) return null;
  return field.value === field.defaultValue ? null : field.value;
}

/**
 * What was typed or chosen before hydration is in the page but not in the app's state: each field
 * the visitor changed is announced with the event the app's onChange reads. Every value is read
 * before the first announcement, whose re-render puts the app's values back into the fields.
 */
export async function announceTypedValues(root: ParentNode): Promise<void> {
  const changed = [...root.querySelectorAll<Field>('input, textarea, select')]
    .map((field) => [field, changedValue(field)] as const)
    .filter((entry): entry is readonly [Field, string] => entry[1] !== null);
  await whenPageHydrated();
  for (const [field, value] of changed) {
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    // React tracks the last value it saw through the element's own setter: setting the server's
    // value that way, then the typed one underneath it, makes the input event a change to React.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
