/**
 * Renders translated prose: blocks separated by a blank line become paragraphs; a block whose lines all
 * start with "- " becomes a bullet list. No HTML is interpreted.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <div className={className}>
      {blocks.map((block) => {
        const lines = block.split('\n').map((line) => line.trim());
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={block} className="my-4 list-disc space-y-2 pl-6 marker:text-primary">
              {lines.map((line) => (
                <li key={line}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={block} className="my-4 leading-relaxed">
            {block}
          </p>
        );
      })}
    </div>
  );
}
