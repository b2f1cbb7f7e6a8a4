import type { Writable } from 'node:stream';

/** The reader went away (the download was cancelled): the export stops reading the database. */
export class ExportAbortedError extends Error {
  constructor() {
    super('report export aborted: the output was closed');
    this.name = 'ExportAbortedError';
  }
}

/**
 * Waits until the output takes more: the writers call it between batches, so a slow download slows the reads
 * instead of piling the file up in memory. Rejects once the output is closed or failed.
 */
export function roomIn(sink: Writable): Promise<void> {
  if (sink.destroyed || sink.writableEnded) return Promise.reject(new ExportAbortedError());
  if (!sink.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: unknown) => {
      sink.off('drain', onDrain);
      sink.off('close', onClose);
      sink.off('error', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new ExportAbortedError());
    sink.on('drain', onDrain);
    sink.on('close', onClose);
    sink.on('error', onClose);
  });
}

/** Resolves when the output has taken everything (finish), rejects if it is closed or fails first. */
export function finished(sink: Writable): Promise<void> {
  if (sink.writableFinished) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onFinish = () => {
      cleanup();
      resolve();
    };
    const onFail = (error?: unknown) => {
      cleanup();
      reject(error instanceof Error ? error : new ExportAbortedError());
    };
    const onClose = () => onFail();
    const cleanup = () => {
      sink.off('finish', onFinish);
      sink.off('error', onFail);
      sink.off('close', onClose);
    };
    sink.on('finish', onFinish);
    sink.on('error', onFail);
    sink.on('close', onClose);
  });
}
