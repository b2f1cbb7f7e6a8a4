import { CheckIcon, CopyIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useCopy } from '@/lib/use-copy';

/**
 * A code sample in a `<pre>` that scrolls sideways (its lines are never wrapped: a shell command must read as
 * typed), with a button that copies it. `label` names the block for screen readers; `copyLabel` names the
 * button and begins with its visible 'Copiar', so a spoken command finds it (WCAG 2.5.3).
 */
export function CodeBlock({
  heading,
  code,
  label,
  copyLabel,
  testId,
}: {
  /** The block's heading, in a row with the copy button. */
  heading: ReactNode;
  code: string;
  label: string;
  copyLabel: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy();
  const onCopy = async () => {
    if (await copy(code)) toast.success(t('public.apiDocs.operation.copied'), { duration: 2000 });
    else toast.error(t('public.apiDocs.operation.copyFailed'), { duration: 3000 });
  };
  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {heading}
        <Button
          variant="outline"
          size="sm"
          onClick={() => void onCopy()}
          aria-label={copyLabel}
          data-testid={`${testId}-copy`}
        >
          {copied ? <CheckIcon className="text-success" aria-hidden /> : <CopyIcon aria-hidden />}
          {t('public.apiDocs.operation.copy')}
        </Button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a <fieldset> cannot hold the preformatted text itself */}
      <pre
        // A block that scrolls takes the keyboard's focus, or the part it hides is out of a keyboard's reach.
        // The group role lets it carry the name a screen reader announces on that focus (a bare <pre> may not
        // be named), without adding a landmark per example as 'region' would.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
        tabIndex={0}
        role="group"
        aria-label={label}
        className="overflow-x-auto rounded-md border bg-muted/50 p-4 font-mono text-foreground text-xs leading-relaxed outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
        data-testid={testId}
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}
