/**
 * The typography of an article's HTML (the sanitizer's allowlist: headings, paragraphs, lists, quotes, links,
 * images, code, tables), shared by the article page and the editor so that what is written is what is read.
 */
export const ARTICLE_PROSE = [
  'break-words text-base text-foreground/90 leading-relaxed sm:text-[1.0625rem]',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_p]:my-4',
  '[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:scroll-mt-24 [&_h2]:font-bold [&_h2]:text-2xl [&_h2]:text-foreground [&_h2]:tracking-tight',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:font-semibold [&_h3]:text-foreground [&_h3]:text-xl',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-foreground [&_h4]:text-lg',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:decoration-2',
  '[&_strong]:font-semibold [&_strong]:text-foreground',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:my-1.5 [&_li]:pl-1 [&_li]:marker:text-primary [&_li>p]:my-0',
  '[&_blockquote]:my-6 [&_blockquote]:border-primary/50 [&_blockquote]:border-l-4 [&_blockquote]:bg-muted/50 [&_blockquote]:py-1 [&_blockquote]:pr-4 [&_blockquote]:pl-4 [&_blockquote]:text-foreground [&_blockquote]:italic',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-muted-foreground [&_figcaption]:text-sm',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_hr]:my-10 [&_hr]:border-border',
  '[&_table]:my-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm',
  '[&_td]:border [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:bg-muted [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
].join(' ');
