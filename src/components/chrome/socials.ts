import { SOCIAL_LABELS, isSocialIcon } from '@shared/home';

/** Display name of one of the admin's twenty social icons (brand names: the same in both languages). */
export const socialName = (icon: string) => (isSocialIcon(icon) ? SOCIAL_LABELS[icon] : icon);
