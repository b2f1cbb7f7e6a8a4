/**
 * Choosing codes from a fixed list shown in groups (an API key's scopes, the events of a webhook). The list's
 * own order is canonical: whatever order the boxes are ticked in, the same choice always saves the same list.
 */

/** How much of a set of options is chosen: its 'select all' box shows checked, mixed or empty. */
export type Selection = 'all' | 'some' | 'none';

/** Codes the options do not include (say, one dropped since it was saved) count for nothing. */
export function selectionOf(selected: readonly string[], options: readonly string[]): Selection {
  const chosen = options.filter((option) => selected.includes(option)).length;
  if (chosen === 0) return 'none';
  return chosen === options.length ? 'all' : 'some';
}

/**
 * Chooses or drops `options` (one box, a group's 'select all' or the whole list's), leaving the rest of the
 * choice as it is. The answer follows `order`, the canonical list, and leaves out any code it does not know.
 */
export function toggleOptions<Option extends string>(
  order: readonly Option[],
  selected: readonly string[],
  options: readonly Option[],
  on: boolean,
): Option[] {
  const chosen = new Set(selected);
  for (const option of options) {
    if (on) chosen.add(option);
    else chosen.delete(option);
  }
  return order.filter((option) => chosen.has(option));
}
