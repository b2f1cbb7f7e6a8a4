import type { SupportedLocale } from '@afilia/i18n';
import { translate } from '@afilia/i18n/translate';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * The page a refused navigation shows, in the visitor's language: what happened, when to try again, and a
 * link that reloads the page. No script (the CSP allows none inline); the inline style is allowed.
 */
export function renderRateLimitedPage(locale: SupportedLocale, retryAfterSeconds: number): string {
  const text = (key: string) =>
    escapeHtml(translate(locale, `errors.rateLimitedPage.${key}`, { seconds: retryAfterSeconds }));
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text('title')}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:28rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 1rem}
p{line-height:1.5;margin:0 0 1.5rem;color:#334155}
a{display:inline-block;padding:.625rem 1.25rem;border-radius:.5rem;background:#4f46e5;color:#fff;text-decoration:none;font-weight:600}
</style>
</head>
<body>
<main>
<h1>${text('heading')}</h1>
<p>${text('body')}</p>
<a href="">${text('retry')}</a>
</main>
</body>
</html>
`;
}
