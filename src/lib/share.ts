/** Share targets of a news detail; the title falls back to the site title when an article has none. */
export function shareLinks(pageUrl: string, title: string | undefined, fallbackTitle: string) {
  const text = title?.trim() || fallbackTitle;
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: pageUrl })}`,
    twitter: `https://twitter.com/intent/tweet?${new URLSearchParams({ url: pageUrl, text })}`,
    // mailto wants %20, not the + that URLSearchParams writes for spaces
    email: `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(pageUrl)}`,
  };
}
