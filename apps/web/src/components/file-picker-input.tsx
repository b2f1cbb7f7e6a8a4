import type { Ref } from 'react';

/**
 * The file picker behind an upload button: the button opens it, so it stays out of the tab order and of the
 * accessibility tree (one control, not two). It is kept rendered (sr-only, not display:none), so Chromium
 * opens the picker when the button is pressed from the keyboard. The same file can be picked again: the
 * value is reset on each pick.
 */
export function FilePickerInput({
  inputRef,
  accept,
  testId,
  onFile,
}: {
  inputRef: Ref<HTMLInputElement>;
  accept?: string | undefined;
  testId: string;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={accept}
      className="sr-only"
      tabIndex={-1}
      aria-hidden
      data-testid={testId}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
