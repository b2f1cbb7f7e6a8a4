import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AutosaveEnvironment, createDraftAutosaver, DRAFT_AUTOSAVE_MS } from './draft-autosave';
import { emptyProductForm, type ProductFormValues } from './product-form-values';
import { type KeyValueStorage, readDraft, writeDraft } from './product-storage';

function memoryStorage(): KeyValueStorage & { writes: number } {
  const data = new Map<string, string>();
  const storage = {
    writes: 0,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      storage.writes++;
      data.set(key, value);
    },
    removeItem: (key: string) => void data.delete(key),
  };
  return storage;
}

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
}

function setup(initial: Partial<ProductFormValues> = {}) {
  const storage = memoryStorage();
  const state = {
    code: 'AB23',
    values: { ...emptyProductForm(), ...initial },
    dirty: true,
    now: 1000,
  };
  const saved: number[] = [];
  const autosaver = createDraftAutosaver({
    storage,
    getCode: () => state.code,
    getValues: () => state.values,
    isDirty: () => state.dirty,
    now: () => state.now,
    onSaved: (at) => saved.push(at),
  });
  const env: AutosaveEnvironment & { window: EventTarget; document: FakeDocument } = {
    window: new EventTarget(),
    document: new FakeDocument(),
    setInterval: (handler, ms) => setInterval(handler, ms),
    clearInterval: (id) => clearInterval(id),
  };
  return { storage, state, saved, autosaver, env };
}

describe('createDraftAutosaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the draft of the current code when there are unsaved changes', () => {
    const { storage, state, saved, autosaver } = setup({ title: 'Rascunho' });
    autosaver.save();
    expect(readDraft(storage, 'AB23')).toEqual({ values: state.values, savedAt: 1000 });
    expect(saved).toEqual([1000]);
  });

  it('keeps the affiliation choices in the draft', () => {
    const { storage, state, autosaver } = setup({ affiliationMode: 'approval', attributionWindowDays: 90 });
    autosaver.save();
    expect(readDraft(storage, 'AB23')?.values).toMatchObject({
      affiliationMode: 'approval',
      attributionWindowDays: 90,
    });
    state.values = { ...state.values, affiliationMode: 'open' };
    autosaver.save();
    expect(readDraft(storage, 'AB23')?.values.affiliationMode).toBe('open');
  });

  it('does not rewrite an unchanged draft', () => {
    const { storage, state, autosaver } = setup({ title: 'A' });
    autosaver.save();
    autosaver.save();
    expect(storage.writes).toBe(1);
    state.values = { ...state.values, title: 'B' };
    autosaver.save();
    expect(storage.writes).toBe(2);
    expect(readDraft(storage, 'AB23')?.values.title).toBe('B');
  });

  it('removes the draft once the form is back to its starting point', () => {
    const { storage, state, autosaver } = setup({ title: 'A' });
    autosaver.save();
    state.dirty = false;
    autosaver.save();
    expect(readDraft(storage, 'AB23')).toBeNull();
  });

  it('leaves an existing draft alone until the form first saves', () => {
    const { storage, state, autosaver } = setup();
    writeDraft(storage, 'ZZ99', { ...emptyProductForm(), title: 'other' }, 1);
    state.code = 'ZZ99';
    state.dirty = true;
    state.values = { ...emptyProductForm(), title: 'other' };
    autosaver.save();
    expect(readDraft(storage, 'ZZ99')?.values.title).toBe('other');
  });

  it('saves every 3 seconds, on unload and when the tab is hidden, until stopped', () => {
    const { storage, state, autosaver, env } = setup({ title: '1' });
    const stop = autosaver.start(env);
    vi.advanceTimersByTime(DRAFT_AUTOSAVE_MS - 1);
    expect(storage.writes).toBe(0);
    vi.advanceTimersByTime(1);
    expect(storage.writes).toBe(1);

    state.values = { ...state.values, title: '2' };
    env.window.dispatchEvent(new Event('beforeunload'));
    expect(readDraft(storage, 'AB23')?.values.title).toBe('2');

    state.values = { ...state.values, title: '3' };
    env.document.dispatchEvent(new Event('visibilitychange'));
    expect(readDraft(storage, 'AB23')?.values.title).toBe('2');
    env.document.visibilityState = 'hidden';
    env.document.dispatchEvent(new Event('visibilitychange'));
    expect(readDraft(storage, 'AB23')?.values.title).toBe('3');

    stop();
    state.values = { ...state.values, title: '4' };
    vi.advanceTimersByTime(DRAFT_AUTOSAVE_MS * 3);
    env.window.dispatchEvent(new Event('beforeunload'));
    expect(readDraft(storage, 'AB23')?.values.title).toBe('3');
  });

  it('stops saving for good once disabled (after a successful submit)', () => {
    const { storage, autosaver, env } = setup({ title: 'x' });
    autosaver.start(env);
    autosaver.disable();
    vi.advanceTimersByTime(DRAFT_AUTOSAVE_MS * 2);
    env.window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(storage, 'AB23')).toBeNull();
  });

  it('writes again under a new code after forget()', () => {
    const { storage, state, autosaver } = setup({ title: 'x' });
    autosaver.save();
    state.code = 'CD45';
    autosaver.forget();
    autosaver.save();
    expect(readDraft(storage, 'CD45')?.values.title).toBe('x');
  });
});
