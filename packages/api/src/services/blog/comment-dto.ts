import { blogComments, profiles } from '@afilia/db';

/** A comment as the article page shows it: the body and the author's public name and photo. */
export interface BlogCommentDto {
  id: string;
  articleId: string;
  body: string;
  status: 'pending' | 'approved';
  authorName: string;
  authorAvatarUrl: string | null;
  createdAt: Date;
  approvedAt: Date | null;
}

export const COMMENT_COLUMNS = {
  id: blogComments.id,
  articleId: blogComments.articleId,
  body: blogComments.body,
  status: blogComments.status,
  authorFullName: profiles.fullName,
  authorAvatarUrl: profiles.avatarUrl,
  createdAt: blogComments.createdAt,
  approvedAt: blogComments.approvedAt,
};

/** A profile without a name is shown as this (never its email). */
const ANONYMOUS_AUTHOR = 'Usuário Afilia';

export function toCommentDto(row: {
  id: string;
  articleId: string;
  body: string;
  status: 'pending' | 'approved';
  authorFullName: string | null;
  authorAvatarUrl: string | null;
  createdAt: Date;
  approvedAt: Date | null;
}): BlogCommentDto {
  return {
    id: row.id,
    articleId: row.articleId,
    body: row.body,
    status: row.status,
    authorName: row.authorFullName?.trim() || ANONYMOUS_AUTHOR,
    authorAvatarUrl: row.authorAvatarUrl,
    createdAt: row.createdAt,
    approvedAt: row.approvedAt,
  };
}
