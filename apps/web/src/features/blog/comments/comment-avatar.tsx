import { Avatar, AvatarFallback, AvatarImage, initials } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

/** The author's photo, or their initials while it loads or when they have none. */
export function CommentAvatar({
  name,
  avatarUrl,
  className,
}: {
  name: string;
  avatarUrl: string | null;
  className?: string;
}) {
  return (
    <Avatar className={cn('size-9', className)}>
      {avatarUrl && <AvatarImage src={avatarUrl} alt="" />}
      <AvatarFallback className="bg-primary/10 font-semibold text-primary text-xs" aria-hidden>
        {initials(name)}
      </AvatarFallback>
    </Avatar>
  );
}
