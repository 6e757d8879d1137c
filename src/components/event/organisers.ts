import type { Db } from '@db/client';
import { partnerLogoList } from '@api/mm/membership/queries';
import { buildOnce } from '@platform/content-db';

export interface OrganiserPartner {
  id: number;
  name: string;
  logo: string;
  link: string;
}

/** The partner logos the organisers block shows, read once per build (a keyed page puts them in its props). */
export const organiserPartners = (db: Db): Promise<OrganiserPartner[]> =>
  buildOnce('organiser-partners', async () => (await partnerLogoList(db)).map(({ id, name, logo, link }) => ({ id, name, logo, link })));
