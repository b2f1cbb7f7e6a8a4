import type { RouterOutputs } from '@afilia/api';

export type ArticleSummary = RouterOutputs['blog']['list']['items'][number];
export type ArticleDetail = RouterOutputs['blog']['get'];
export type ArticleComment = RouterOutputs['blog']['comments'][number];
export type PendingComment = RouterOutputs['blog']['pendingComments']['items'][number];
export type BlogTag = RouterOutputs['blog']['tags'][number];
