import type { memberCompanies, memberLogos, partnerLogos } from '@db/schema';
import { COMPANIES } from './vocabulary';

/** Non-company partners shown on the committees and the sponsor slider. */
export const PARTNER_ORGANISATIONS = [
  { name: 'Уул уурхайн инженерүүдийн холбоо', domain: 'mining-engineers.mn' },
  { name: 'Геологичдын холбоо', domain: 'geologists.mn' },
  { name: 'Тээвэр ложистикийн холбоо', domain: 'logistics-union.mn' },
  { name: 'Байгаль орчны зөвлөх үйлчилгээний холбоо', domain: 'eco-consult.mn' },
  { name: 'Хуульчдын уул уурхайн клуб', domain: 'mining-lawyers.mn' },
  { name: 'Уул уурхайн сэтгүүлчдийн клуб', domain: 'mining-press.mn' },
];
/** One logo per company, then one per partner organisation. */
export const LOGO_COUNT = COMPANIES.length + PARTNER_ORGANISATIONS.length;

/** Ten companies and the six organisations; each committee gets its own mix, a few run the responsible-mining programme. */
export function buildPartnerLogos(logos: string[]): (typeof partnerLogos.$inferInsert)[] {
  const companies = COMPANIES.slice(0, 10).map((c, k) => ({ name: c.mn, logo: logos[k], link: `https://www.${c.domain}` }));
  const orgs = PARTNER_ORGANISATIONS.map((o, k) => ({ name: o.name, logo: logos[COMPANIES.length + k], link: `https://www.${o.domain}` }));
  return [...companies, ...orgs].map((p, k) => ({
    ...p,
    public_relations_committee: k % 4 === 0 || k === 15,
    environment_committee: k % 4 === 1 || k === 13,
    legal_committee: k % 4 === 2 || k === 14,
    logistics_committee: k % 4 === 3,
    responsible: k < 4 || k === 13,
  }));
}

/** Board members (11, a three-year board) and main members; some companies are both. */
export function buildMemberLogos(logos: string[]): (typeof memberLogos.$inferInsert)[] {
  return COMPANIES.map((c, k) => ({
    name: c.mn,
    logo: logos[k],
    link: `https://www.${c.domain}`,
    board_member: k < 11,
    main_member: k >= 5,
  }));
}

/** Companies allowed to take the member assessment (one deactivated). */
export function buildMemberCompanies(logos: string[], now: Date): (typeof memberCompanies.$inferInsert)[] {
  return COMPANIES.slice(0, 14).map((c, k) => ({
    name: c.mn,
    email: `info@${c.domain}`,
    logo: logos[k],
    active: k !== 13,
    created_at: new Date(now.getTime() - (400 - k * 20) * 86_400_000),
  }));
}
