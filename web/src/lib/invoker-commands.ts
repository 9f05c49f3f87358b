/**
 * HTML's invoker commands: a button with `command="show-modal"` and `commandfor` opens a `<dialog>`
 * with no script. Where the browser does not know them (older browsers), the app does it once it
 * has loaded (`openDialog`), and a press before that is held until then
 * (`web/src/lib/hydration/early-actions.ts`).
 */
export const invokesCommands = () =>
  typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

/** A button's attributes that open the dialog `id` with no script. */
export const opensDialog = (id: string) => ({ command: 'show-modal', commandfor: id }) as const;

/** A button's attributes that close the dialog `id` with no script. */
export const closesDialog = (id: string) => ({ command: 'close', commandfor: id }) as const;

const DIALOG_WAIT_MS = 10_000;

/**
 * What a dialog's opening button does on click: nothing where the browser opened it already. A page
 * rendered in the browser draws its dialogs just after their cards (their code loads apart): a tap
 * in between opens the dialog as soon as it is there.
 */
export async function openDialog(id: string) {
  const started = Date.now();
  let dialog = document.getElementById(id);
  if (dialog && invokesCommands()) return;
  while (!dialog && Date.now() - started < DIALOG_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    dialog = document.getElementById(id);
  }
  if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
}

/** What a dialog's closing button does on click: nothing where the browser closed it already. */
export function closeDialog(button: HTMLElement) {
  if (!invokesCommands()) button.closest('dialog')?.close();
}
