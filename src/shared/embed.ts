/**
 * The presentation embeds of the event site: a `present_url` is shown in a frame only when it maps
 * to one of the hosts below (the CSP `frame-src` lists exactly these, see src/platform/headers.ts and
 * public/_headers). Anything else (other hosts, look-alikes, `javascript:`, `data:`, plain http) is
 * not embedded.
 */
export const EMBED_FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://docs.google.com',
  'https://www.slideshare.net',
] as const;

export type EmbedKind = 'video' | 'slides' | 'pdf';
export interface Embed {
  kind: EmbedKind;
  /** The frame's address (a PDF: the stored file's URL, shown as a link). */
  src: string;
}

/** The sandbox of a third-party frame: players and slide decks need their scripts and their own origin, nothing more. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

const YOUTUBE_ID = /^[\w-]{11}$/;
const hostIs = (url: URL, ...hosts: string[]) => hosts.includes(url.hostname);

function youtube(url: URL): string | null {
  let videoId: string | null;
  if (hostIs(url, 'youtu.be')) videoId = url.pathname.slice(1);
  else if (hostIs(url, 'youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com')) {
    const m = /^\/(?:embed|shorts|live)\/([^/]+)\/?$/.exec(url.pathname);
    videoId = m ? m[1] : url.pathname === '/watch' ? url.searchParams.get('v') : null;
  } else return null;
  return videoId && YOUTUBE_ID.test(videoId) ? `https://www.youtube-nocookie.com/embed/${videoId}` : null;
}

function vimeo(url: URL): string | null {
  const m = hostIs(url, 'vimeo.com', 'www.vimeo.com')
    ? /^\/(\d{1,12})\/?$/.exec(url.pathname)
    : hostIs(url, 'player.vimeo.com')
      ? /^\/video\/(\d{1,12})\/?$/.exec(url.pathname)
      : null;
  return m ? `https://player.vimeo.com/video/${m[1]}` : null;
}

function google(url: URL): string | null {
  if (!hostIs(url, 'docs.google.com')) return null;
  const m = /^\/(presentation|document)\/d\/(e\/)?([\w-]{10,200})(?:\/|$)/.exec(url.pathname);
  if (!m) return null;
  const [, type, published, docId] = m;
  if (published) return `https://docs.google.com/${type}/d/e/${docId}/${type === 'presentation' ? 'embed' : 'pub?embedded=true'}`;
  return `https://docs.google.com/${type}/d/${docId}/${type === 'presentation' ? 'embed' : 'preview'}`;
}

function slideshare(url: URL): string | null {
  if (!hostIs(url, 'www.slideshare.net', 'slideshare.net')) return null;
  const m = /^\/slideshow\/embed_code\/key\/(\w{4,40})\/?$/.exec(url.pathname);
  return m ? `https://www.slideshare.net/slideshow/embed_code/key/${m[1]}` : null;
}

/** A PDF in our own storage: a site path under /files/ ending in .pdf (no host, no tricks). */
const OWN_PDF = /^\/files\/(?:[\w-]+\/)*[\w-]+\.pdf$/i;

/** Maps a presentation's address to a safe embed, or null when it must not be embedded. */
export function embedOf(presentUrl: string): Embed | null {
  const raw = presentUrl.trim();
  if (OWN_PDF.test(raw)) return { kind: 'pdf', src: raw };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const video = youtube(url) ?? vimeo(url);
  if (video) return { kind: 'video', src: video };
  const slides = google(url) ?? slideshare(url);
  return slides ? { kind: 'slides', src: slides } : null;
}
