export const BLOG_ARTICLE_STATUSES = ['draft', 'published'] as const;
export type BlogArticleStatus = (typeof BLOG_ARTICLE_STATUSES)[number];

/** A comment waits for an admin's approval before it is shown; a removed comment is deleted. */
export const BLOG_COMMENT_STATUSES = ['pending', 'approved'] as const;
export type BlogCommentStatus = (typeof BLOG_COMMENT_STATUSES)[number];
