import type { banners, socialLinks } from '@db/schema';

export const buildBanners = (images: string[]): (typeof banners.$inferInsert)[] => images.map((image, k) => ({ image, sequence: k + 1 }));

/** `icon` is a brand icon name from the admin's list of twenty. */
export const SOCIAL_LINKS: (typeof socialLinks.$inferInsert)[] = [
  { icon: 'facebook', link: 'https://www.facebook.com/mining.association.demo' },
  { icon: 'x-twitter', link: 'https://x.com/mining_assoc_mn' },
  { icon: 'youtube', link: 'https://www.youtube.com/@mining-association-demo' },
  { icon: 'linkedin', link: 'https://www.linkedin.com/company/mining-association-demo' },
  { icon: 'instagram', link: 'https://www.instagram.com/mining.association.demo' },
];
