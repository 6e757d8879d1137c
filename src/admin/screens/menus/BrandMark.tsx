import { isSocialIcon } from '@shared/home';
import { LINK_GLYPH, SOCIAL_GLYPHS } from '@components/chrome/social-glyphs';

/** Brand colours of the twenty icons; the mark is the brand's glyph (the public site's) on its colour. */
const COLORS: Record<string, string> = {
  facebook: '#1877f2',
  'x-twitter': '#000000',
  snapchat: '#e6c200',
  linkedin: '#0a66c2',
  pinterest: '#e60023',
  tiktok: '#010101',
  youtube: '#ff0000',
  instagram: '#c13584',
  weixin: '#07c160',
  telegram: '#26a5e4',
  discord: '#5865f2',
  google: '#4285f4',
  dropbox: '#0061ff',
  whatsapp: '#25d366',
  vimeo: '#1ab7ea',
  spotify: '#1db954',
  weibo: '#e6162d',
  viber: '#7360f2',
  threads: '#000000',
  steam: '#171a21',
};

/** A small round brand mark for the admin's icon choice and lists (association and event site). */
export function BrandMark({ icon }: { icon: string }) {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <circle cx="14" cy="14" r="14" fill={COLORS[icon] ?? '#586377'} />
      <path
        d={isSocialIcon(icon) ? SOCIAL_GLYPHS[icon] : LINK_GLYPH}
        transform="translate(5 5) scale(0.75)"
        fill={icon === 'snapchat' ? '#1a2233' : '#fff'}
      />
    </svg>
  );
}
