import { CameraIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MemberAvatar, RoleBadge } from '@/components/team/team-badges';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { parseError } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { IMAGE_ACCEPT, UploadError, uploadFile } from '@/lib/upload';
import type { Me } from '@/lib/use-me';
import { AVATAR_MAX_LABEL, avatarFileProblem } from './avatar-file';
import { displayName } from './profile-values';

/** The photo (or generated initials), name, email and role, with 'Alterar foto' and 'Remover foto'. */
export function ProfilePhotoCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const updateAvatar = trpc.profile.updateAvatar.useMutation();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { profile } = me;
  const name = displayName(profile);
  const busy = progress !== null || updateAvatar.isPending;

  useEffect(() => () => abortRef.current?.abort(), []);

  const fail = (error: unknown) => {
    let description: string | undefined;
    if (error instanceof UploadError) {
      description = error.code === 'errors.internal' ? undefined : t(error.code, error.params);
    } else {
      const { code, params } = parseError(error);
      description = code === 'errors.internal' ? undefined : t(code, params);
    }
    toast.error(t('profile.photo.failed'), { description });
  };

  const onFile = async (file: File) => {
    const problem = avatarFileProblem(file);
    if (problem) {
      toast.error(t('profile.photo.failed'), { description: t(problem.code, problem.params) });
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    try {
      const uploaded = await uploadFile('product-images', file, {
        onProgress: setProgress,
        signal: controller.signal,
      });
      await updateAvatar.mutateAsync({ key: uploaded.key });
      await utils.auth.me.invalidate();
      toast.success(t('profile.photo.updatedTitle'), { description: t('profile.photo.updatedDescription') });
    } catch (error) {
      if (!controller.signal.aborted) fail(error);
    } finally {
      abortRef.current = null;
      setProgress(null);
    }
  };

  const onRemove = async () => {
    try {
      await updateAvatar.mutateAsync({ key: null });
      await utils.auth.me.invalidate();
      toast.success(t('profile.photo.removedTitle'), { description: t('profile.photo.removedDescription') });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Card className="h-fit" data-testid="profile-photo-card">
      <CardContent className="flex flex-col items-center gap-4 text-center">
        <MemberAvatar
          name={name}
          avatarUrl={profile.avatarUrl}
          className="size-24 ring-4 ring-background [&_[data-slot=avatar-fallback]]:text-2xl"
        />
        <div className="grid w-full min-w-0 gap-1">
          <p className="truncate font-semibold text-lg" data-testid="profile-display-name">
            {name}
          </p>
          <p className="truncate text-muted-foreground text-sm">{profile.email}</p>
          <div className="mt-1 flex justify-center">
            <RoleBadge role={me.role} />
          </div>
        </div>

        {progress !== null && (
          <div className="grid w-full gap-1.5" role="status" aria-live="polite">
            <Progress value={progress} aria-label={t('profile.photo.uploadingLabel')} />
            <p className="text-muted-foreground text-xs tabular-nums">
              {t('profile.photo.uploading', { percent: progress })}
            </p>
          </div>
        )}

        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_ACCEPT}
          className="hidden"
          data-testid="profile-photo-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void onFile(file);
          }}
        />
        <div className="grid w-full gap-2">
          <Button
            variant="outline"
            onClick={() => inputRef.current?.click()}
            disabled={busy}
            aria-describedby="profile-photo-hint"
          >
            {progress !== null ? <Spinner /> : <CameraIcon aria-hidden />}
            {t('profile.photo.change')}
          </Button>
          {profile.avatarUrl && (
            <Button
              variant="ghost"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={() => void onRemove()}
              disabled={busy}
            >
              {updateAvatar.isPending && updateAvatar.variables?.key === null ? (
                <Spinner />
              ) : (
                <Trash2Icon aria-hidden />
              )}
              {t('profile.photo.remove')}
            </Button>
          )}
          <p id="profile-photo-hint" className="text-muted-foreground text-xs">
            {t('profile.photo.hint', { limit: AVATAR_MAX_LABEL })}
          </p>
        </div>

        <p className="w-full border-t pt-4 text-muted-foreground text-xs">
          {t('profile.memberSince', { date: formatDate(profile.createdAt) })}
        </p>
      </CardContent>
    </Card>
  );
}
