import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import type { DraftAutosaver } from './draft-autosave';
import { type KeyValueStorage, moveDraft, writeCurrentCode } from './product-storage';

export interface ProductCode {
  /** The code shown on the form. */
  code: string;
  /** 'Gerar novo código' is running. */
  generating: boolean;
  /** Moves the form (and its draft) to another code: a fresh one, or the one the server chose on a clash. */
  changeCode: (next: string) => void;
  /** 'Gerar novo código': asks the server for an unused code. */
  generateCode: () => Promise<void>;
}

/**
 * The product code of the form. `codeRef` holds the current code for the draft
 * autosaver, which reads it outside renders; when creating, the code is also remembered for the next visit.
 */
export function useProductCode({
  mode,
  storage,
  codeRef,
  autosaver,
}: {
  mode: 'create' | 'edit';
  storage: KeyValueStorage | null;
  codeRef: RefObject<string>;
  autosaver: DraftAutosaver;
}): ProductCode {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [code, setCode] = useState(codeRef.current);
  const [generating, setGenerating] = useState(false);

  const changeCode = (next: string) => {
    moveDraft(storage, codeRef.current, next);
    codeRef.current = next;
    setCode(next);
    if (mode === 'create') writeCurrentCode(storage, next);
    autosaver.forget();
  };

  const generateCode = async () => {
    setGenerating(true);
    try {
      const { productCode } = await utils.client.products.generateCode.query();
      changeCode(productCode);
      toast.success(t('products.code.generated'), {
        description: t('products.code.generatedDescription', { code: productCode }),
        duration: 3000,
      });
    } catch (error) {
      toast.error(t('products.code.generateFailed'), {
        description: t(parseError(error).code),
        duration: 4000,
      });
    } finally {
      setGenerating(false);
    }
  };

  return { code, generating, changeCode, generateCode };
}
