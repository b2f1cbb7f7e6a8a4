/** The article page's path: /blog/{slug}. */
export function articlePath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** The article's absolute URL on `origin` (the page's own origin in the browser). */
export function articleUrl(slug: string, origin: string): string {
  return new URL(articlePath(slug), origin).href;
}

/** WhatsApp's share link: a chat picker with the title and the URL as the message. */
export function whatsappShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

/** Facebook's share dialog for the URL (it reads the page's Open Graph tags). */
export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}
