import type { Ref } from 'react';
import { IMAGE_ACCEPT } from '@/lib/upload';

/**
 * The hidden file picker behind an 'Enviar imagem' button (the button opens it, so it stays out of the tab
 * order and of the accessibility tree). The same file can be picked again: the value is reset on each pick.
 */
export function ImageFileInput({
  inputRef,
  testId,
  onFile,
}: {
  inputRef: Ref<HTMLInputElement>;
  testId: string;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={IMAGE_ACCEPT}
      className="hidden"
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
