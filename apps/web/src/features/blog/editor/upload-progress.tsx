import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/progress';

/** 'Enviando imagem... 40%' with its bar, announced politely. */
export function UploadProgress({ percent }: { percent: number | null }) {
  const { t } = useTranslation();
  if (percent === null) return null;
  const label = t('blog.editor.uploading', { percent });
  return (
    <div className="grid gap-1.5" role="status" aria-live="polite">
      <Progress value={percent} aria-label={label} />
      <p className="text-muted-foreground text-xs tabular-nums">{label}</p>
    </div>
  );
}
