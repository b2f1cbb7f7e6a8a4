import { CheckIcon, CopyIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useCopy } from '@/lib/use-copy';

/** The order code, large and monospaced, with a button that copies it. */
export function OrderCodeCopy({ code }: { code: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy();
  const onCopy = async () => {
    if (await copy(code)) toast.success(t('checkout.orderCode.copied'), { duration: 2000 });
    else toast.error(t('checkout.orderCode.copyFailed'), { duration: 3000 });
  };
  return (
    <div className="grid gap-1.5">
      <p className="text-muted-foreground text-sm" id="order-code-label">
        {t('checkout.orderCode.label')}
      </p>
      <div className="flex items-center justify-center gap-2">
        <output
          aria-labelledby="order-code-label"
          className="rounded-lg border bg-muted/50 px-4 py-2 font-mono font-semibold text-lg tracking-widest sm:text-xl"
          data-testid="order-code"
        >
          {code}
        </output>
        <Button
          variant="outline"
          size="icon-lg"
          onClick={() => void onCopy()}
          aria-label={t('checkout.orderCode.copy')}
          title={t('checkout.orderCode.copy')}
        >
          {copied ? <CheckIcon className="text-success" aria-hidden /> : <CopyIcon aria-hidden />}
        </Button>
      </div>
    </div>
  );
}
