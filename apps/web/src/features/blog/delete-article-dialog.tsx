import { Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** 'Tem certeza que deseja excluir este artigo?', with the article's title. */
export function DeleteArticleDialog({
  article,
  pending,
  onCancel,
  onConfirm,
}: {
  article: { id: string; title: string } | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={article !== null}
      title={t('blog.deleteDialog.title')}
      description={t('blog.confirmDelete')}
      cancelLabel={t('blog.deleteDialog.cancel')}
      confirmLabel={t('blog.deleteDialog.confirm')}
      confirmIcon={Trash2Icon}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="delete-article-dialog"
    >
      {article && (
        <p className="break-words rounded-md bg-muted px-3 py-2 font-medium text-sm">{article.title}</p>
      )}
    </ConfirmDialog>
  );
}
