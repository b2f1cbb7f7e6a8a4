/** Escapes LIKE wildcards so a search for "50%" looks for the text "50%"; the result matches a substring. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
