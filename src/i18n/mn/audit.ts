import type { audit as en } from '../en/audit';

export const audit: Record<keyof typeof en, string> = {
  'admin.nav.audit': 'Өөрчлөлтийн бүртгэл',
};
