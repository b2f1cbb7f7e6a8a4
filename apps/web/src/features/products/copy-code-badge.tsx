import { CheckIcon, CopyIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { badgeVariants } from '@/components/ui/badge';
import { useCopy } from '@/lib/use-copy';
import { cn } from '@/lib/utils';

/** The product code as a badge; clicking copies it ('Código copiado!'). */
export function CopyCodeBadge({ code, className }: { code: string; className?: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy();

  const onCopy = async () => {
    if (await copy(code)) {
      toast.success(t('products.code.copied'), { duration: 2000 });
    } else {
      toast.error(t('products.code.copyFailed'), { duration: 3000 });
    }
  };

  return (
    <button
      type="button"
      onClick={() => void onCopy()}
      className={cn(
        badgeVariants({ variant: 'outline' }),
        'cursor-pointer gap-1.5 bg-background font-mono text-xs tracking-wider hover:bg-accent focus-visible:outline-none',
        className,
      )}
      aria-label={t('products.code.copy', { code })}
      title={t('products.code.copy', { code })}
      data-testid="product-code"
    >
      {code}
      {copied ? <CheckIcon className="text-success" aria-hidden /> : <CopyIcon aria-hidden />}
    </button>
  );
}
