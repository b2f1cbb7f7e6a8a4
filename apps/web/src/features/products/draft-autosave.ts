import type { ProductFormValues } from './product-form-values';
import { clearDraft, type KeyValueStorage, writeDraft } from './product-storage';

/** Drafts are saved every 3000 ms; the auto-save notice appears after 10 s on the form. */
export const DRAFT_AUTOSAVE_MS = 3000;
export const AUTOSAVE_NOTICE_MS = 10_000;

type Listenable = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** The page the autosaver listens to (the real window and document, or fakes in tests). */
export interface AutosaveEnvironment {
  window: Listenable;
  document: Listenable & { visibilityState: DocumentVisibilityState };
  setInterval: (handler: () => void, ms: number) => ReturnType<typeof setInterval>;
  clearInterval: (id: ReturnType<typeof setInterval>) => void;
}

export interface DraftAutosaveOptions {
  storage: KeyValueStorage | null;
  /** The product code the draft belongs to (read at each save: it changes with 'Gerar novo código'). */
  getCode: () => string;
  getValues: () => ProductFormValues;
  /** True while the form differs from its starting point (the saved product, or a blank one). */
  isDirty: () => boolean;
  now?: () => number;
  /** Called after a draft was written, with its saved-at time. */
  onSaved?: (savedAt: number) => void;
}

export interface DraftAutosaver {
  /** Writes the draft when the form has unsaved changes (and they changed since the last write), else removes it. */
  save: () => void;
  /** Saves every 3 s, on page unload and when the tab is hidden; returns the function that stops it. */
  start: (env: AutosaveEnvironment) => () => void;
  /** Stops saving for good, e.g. after a successful submit, so leaving the page does not write it back. */
  disable: () => void;
  /** Forgets what was last written (after the draft moved to another code), so the next save writes. */
  forget: () => void;
}

/** Drafts autosave on every change, every 3 seconds, on unload and when the tab is hidden. */
export function createDraftAutosaver(options: DraftAutosaveOptions): DraftAutosaver {
  const now = options.now ?? Date.now;
  let disabled = false;
  let lastWritten: string | null = null;

  const save = () => {
    if (disabled) return;
    const code = options.getCode();
    if (!options.isDirty()) {
      if (lastWritten !== '') clearDraft(options.storage, code);
      lastWritten = '';
      return;
    }
    const values = options.getValues();
    const serialized = `${code}:${JSON.stringify(values)}`;
    if (serialized === lastWritten) return;
    const savedAt = now();
    if (writeDraft(options.storage, code, values, savedAt)) {
      lastWritten = serialized;
      options.onSaved?.(savedAt);
    }
  };

  const start = (env: AutosaveEnvironment) => {
    const timer = env.setInterval(save, DRAFT_AUTOSAVE_MS);
    const onHidden = () => {
      if (env.document.visibilityState === 'hidden') save();
    };
    env.window.addEventListener('beforeunload', save);
    env.window.addEventListener('pagehide', save);
    env.document.addEventListener('visibilitychange', onHidden);
    return () => {
      env.clearInterval(timer);
      env.window.removeEventListener('beforeunload', save);
      env.window.removeEventListener('pagehide', save);
      env.document.removeEventListener('visibilitychange', onHidden);
    };
  };

  return {
    save,
    start,
    disable: () => {
      disabled = true;
    },
    forget: () => {
      lastWritten = null;
    },
  };
}
