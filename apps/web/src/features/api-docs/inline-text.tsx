import { cn } from '@/lib/utils';
import { inlineSegments, paragraphs } from './openapi-logic';

/** The look of inline code on the page: a tinted chip that wraps anywhere, so a long value never widens it. */
export const CODE_CLASS =
  'rounded bg-muted px-1 py-0.5 font-mono text-[0.85em] text-foreground wrap-anywhere';

/** The look of a link on the page: underlined (not told by colour alone), with the app's focus ring. */
export const LINK_CLASS =
  'rounded-sm text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** A line of text with its `backticked` parts as `<code>` (no other markup is read, so no HTML gets in). */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {inlineSegments(text).map((segment, index) =>
        segment.code ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of a fixed text never move
          <code key={index} className={CODE_CLASS}>
            {segment.text}
          </code>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

/** Text of the document or of the translations: a paragraph per blank-line-separated block, inline code read. */
export function Prose({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn('space-y-3 leading-relaxed', className)}>
      {paragraphs(text).map((block) => (
        <p key={block}>
          <InlineText text={block} />
        </p>
      ))}
    </div>
  );
}
