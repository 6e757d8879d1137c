/** Display names of the admin's twenty social icons (brand names: the same in both languages). */
const NAMES: Record<string, string> = {
  facebook: 'Facebook',
  'x-twitter': 'X',
  snapchat: 'Snapchat',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  instagram: 'Instagram',
  weixin: 'WeChat',
  telegram: 'Telegram',
  discord: 'Discord',
  google: 'Google',
  dropbox: 'Dropbox',
  whatsapp: 'WhatsApp',
  vimeo: 'Vimeo',
  spotify: 'Spotify',
  weibo: 'Weibo',
  viber: 'Viber',
  threads: 'Threads',
  steam: 'Steam',
};

export const socialName = (icon: string) => NAMES[icon] ?? icon;
