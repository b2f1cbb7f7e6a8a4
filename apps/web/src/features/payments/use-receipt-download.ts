import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { receiptFileName, receiptUrl } from './payment-status';
import type { HistoryEntry } from './payment-types';

type ReceiptRef = Pick<HistoryEntry, 'kind' | 'id'>;

/** Saves a blob under a name through a temporary link (the browser's own download). */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * 'Baixar Comprovante': fetches the entry's PDF (same origin, with the session cookie) and downloads it under
 * the server's file name; 'Não foi possível baixar o comprovante.' when anything goes wrong.
 */
export function useReceiptDownload() {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (entry: ReceiptRef) => {
    setDownloading(entry.id);
    try {
      const response = await fetch(receiptUrl(entry), { credentials: 'include' });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.includes('application/pdf')) throw new Error(`receipt ${response.status}`);
      saveBlob(await response.blob(), receiptFileName(response.headers.get('content-disposition')));
    } catch {
      toast.error(t('payments.toast.receiptError'));
    } finally {
      setDownloading(null);
    }
  };

  return { download: (entry: ReceiptRef) => void download(entry), downloading };
}
