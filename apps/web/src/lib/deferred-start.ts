import type { QueryClient } from '@tanstack/react-query';
import { HELD_INPUT_PROPERTY, SIGNED_IN_HINT_KEY } from '@/ssr/markers';

/**
 * What index.html's deferred-start script held while a server-rendered page waited for the app: the controls
 * clicked, the forms submitted and the values typed (by field element), in order.
 */
export interface HeldInput {
  started: boolean;
  /** The app's code failed to load: links are left to the browser. */
  failed: boolean;
  hydrated: boolean;
  controls: Element[];
  forms: HTMLFormElement[];
  typed: Map<EventTarget, string>;
}

declare global {
  interface Window {
    [HELD_INPUT_PROPERTY]?: HeldInput;
  }
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTextField(target: EventTarget): target is TextField {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
}

/**
 * Sets a field's value the way typing does: through the element prototype's own setter (React tracks values
 * set through the instance), then an `input` event, so the form library sees it.
 */
function typeInto(field: TextField, value: string): void {
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A click as a pointer makes it: menus open on pointerdown, tabs on mousedown, buttons on click. */
function clickLikeAPointer(control: Element): void {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, isPrimary: true };
  control.dispatchEvent(new PointerEvent('pointerdown', { ...init, pointerType: 'mouse' }));
  control.dispatchEvent(new MouseEvent('mousedown', init));
  control.dispatchEvent(new PointerEvent('pointerup', { ...init, pointerType: 'mouse' }));
  control.dispatchEvent(new MouseEvent('mouseup', init));
  if (control instanceof HTMLElement) control.click();
}

/** How long the replay waits for the held elements' part of the page to be hydrated. */
const HYDRATION_WAIT_MS = 3000;
const HYDRATION_POLL_MS = 16;

/**
 * Whether React has hydrated this server-rendered element: it marks each DOM node it owns with an own property
 * named `__reactFiber$…`. A Suspense boundary is hydrated in a pass of its own, after the root has committed.
 */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

function whenHydrated(elements: Element[]): Promise<void> {
  const until = performance.now() + HYDRATION_WAIT_MS;
  return new Promise((resolve) => {
    const check = () => {
      const pending = elements.some((element) => element.isConnected && !isHydrated(element));
      if (!pending || performance.now() > until) resolve();
      else setTimeout(check, HYDRATION_POLL_MS);
    };
    check();
  });
}

/**
 * Called once the app has taken over the page. What the visitor did before is replayed on the same elements
 * (hydration keeps the server's DOM nodes) once they and the live regions that announce the outcome (the
 * toasts) are hydrated: values typed first, as a form may have reset its fields, then the clicks and the
 * submissions. Until then index.html's script keeps holding what the visitor does; afterwards events go to
 * the app directly.
 */
export async function replayHeldInput(
  held: HeldInput | undefined = window[HELD_INPUT_PROPERTY],
): Promise<void> {
  if (!held || held.hydrated) return;
  const liveRegions = [...document.querySelectorAll('#root [aria-live]')];
  const heldCount = () => held.typed.size + held.controls.length + held.forms.length;
  // Anything held while waiting is waited for too.
  for (let waitedFor = -1; waitedFor !== heldCount(); ) {
    waitedFor = heldCount();
    const fields = [...held.typed.keys()].filter((target): target is Element => target instanceof Element);
    await whenHydrated([...fields, ...held.controls, ...held.forms, ...liveRegions]);
  }
  held.hydrated = true;
  for (const [target, value] of held.typed)
    if (isTextField(target) && target.isConnected && target.value !== value) typeInto(target, value);
  for (const control of held.controls) if (control.isConnected) clickLikeAPointer(control);
  for (const form of held.forms) if (form.isConnected) form.requestSubmit();
  held.controls.length = 0;
  held.forms.length = 0;
  held.typed.clear();
}

/** Whether a query key is `auth.me`'s (tRPC's keys start with the procedure's path). */
function isAuthMeKey(queryKey: readonly unknown[]): boolean {
  const path = queryKey[0];
  return Array.isArray(path) && path.length === 2 && path[0] === 'auth' && path[1] === 'me';
}

/**
 * Keeps localStorage's signed-in hint in step with `auth.me`, so that index.html's deferred-start script
 * starts the app at once on a server-rendered page for a signed-in visitor (whose header differs).
 */
export function rememberSignedInVisitor(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!isAuthMeKey(event.query.queryKey)) return;
    try {
      if (event.query.state.data) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
      else localStorage.removeItem(SIGNED_IN_HINT_KEY);
    } catch {
      // Storage unavailable: the deferred-start script starts the app at once anyway.
    }
  });
}
