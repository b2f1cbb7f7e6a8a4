/**
 * After a successful save the form returns to the list, which then asks 'Deseja cadastrar outro produto?'.
 * The routes remount the screen, so the question travels through this flag.
 */
let pending = false;

export function askAnotherProductOnList(): void {
  pending = true;
}

export function takeAnotherProductQuestion(): boolean {
  const ask = pending;
  pending = false;
  return ask;
}
