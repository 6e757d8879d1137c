import type { delivery as en } from '../en/delivery';

export const delivery: Record<keyof typeof en, string> = {};
