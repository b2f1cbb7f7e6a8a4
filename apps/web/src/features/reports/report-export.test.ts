import { describe, expect, it } from 'vitest';
import {
  errorCodeOf,
  exportUrl,
  fallbackFileName,
  fileNameFromDisposition,
  formatBytes,
} from './report-export';

describe('exportUrl', () => {
  it('names the tab, the format and the period', () => {
    expect(exportUrl('sales', 'pdf', { period: 'month' })).toBe(
      '/api/reports/export?tab=sales&format=pdf&period=month',
    );
  });

  it('adds the custom dates and an admin’s producer', () => {
    const url = exportUrl('products', 'xlsx', {
      period: 'custom',
      from: '2026-01-01',
      to: '2026-03-31',
      producerId: '3f1e5a54-4a9b-4c3e-9d7a-0c6d2f8b1e11',
    });
    expect(url).toBe(
      '/api/reports/export?tab=products&format=xlsx&period=custom&from=2026-01-01&to=2026-03-31&producerId=3f1e5a54-4a9b-4c3e-9d7a-0c6d2f8b1e11',
    );
  });
});

describe('fileNameFromDisposition', () => {
  it('reads the quoted, bare and encoded forms', () => {
    expect(fileNameFromDisposition('attachment; filename="relatorio-vendas-2026-11-26.pdf"')).toBe(
      'relatorio-vendas-2026-11-26.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename=relatorio-produtos-2026-11-26.xlsx')).toBe(
      'relatorio-produtos-2026-11-26.xlsx',
    );
    expect(
      fileNameFromDisposition(
        'attachment; filename="relatorio.pdf"; filename*=UTF-8\'\'relat%C3%B3rio-vendas-2026-11-26.pdf',
      ),
    ).toBe('relatório-vendas-2026-11-26.pdf');
  });

  it('gives null without a name, and no folders', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename="../x/evil.pdf"')).toBe('.._x_evil.pdf');
  });
});

describe('fallbackFileName', () => {
  it('follows the server’s names', () => {
    expect(fallbackFileName('sales', 'pdf', '2026-11-26')).toBe('relatorio-vendas-2026-11-26.pdf');
    expect(fallbackFileName('sellers', 'xlsx', '2026-11-26')).toBe('relatorio-vendedores-2026-11-26.xlsx');
  });
});

describe('formatBytes', () => {
  it('writes the size received in the language', () => {
    expect(formatBytes(1_234_567, 'pt-BR')).toBe('1,2 MB');
    expect(formatBytes(850_000, 'pt-BR')).toBe('850 kB');
    expect(formatBytes(12, 'en-US')).toBe('12 byte');
  });
});

describe('errorCodeOf', () => {
  it('reads the server’s i18n code', () => {
    expect(errorCodeOf({ error: { appCode: 'errors.reports.upgradeRequired', appParams: null } })).toBe(
      'errors.reports.upgradeRequired',
    );
  });

  it('ignores anything else', () => {
    expect(errorCodeOf(null)).toBeNull();
    expect(errorCodeOf('oops')).toBeNull();
    expect(errorCodeOf({ error: { appCode: 42 } })).toBeNull();
    expect(errorCodeOf({ error: { appCode: 'DROP TABLE' } })).toBeNull();
  });
});
