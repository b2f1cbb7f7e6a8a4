/** Keeps only a safe display name: no path, no control characters, at most 200 characters. */
export function sanitizeFileName(name: string | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base.normalize('NFC')]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f && !'<>:"|?*'.includes(c))
    .join('')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 200);
  return clean || null;
}
