import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { found } from '@api/errors';
import { multipartOnly, validate } from '@api/validate';
import { replyText } from '@api/request-lang';
import {
  companyInsertSchema,
  companyUpdateSchema,
  MEMBERSHIP_MESSAGES,
  membershipInsertSchema,
  membershipUpdateSchema,
} from '@shared/membership';
import { recordIdQuery } from '@shared/files';
import { imageFormLimit, keepFileOnlyIf, storeImage } from '@api/uploads';
import { discardDeleted, discardFile } from '@api/file-gc';
import { memberCompanies, memberLogos } from '@db/schema';
import * as q from './queries';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';

const companySearch = z.object({ name: z.string().trim().max(200, MEMBERSHIP_MESSAGES.tooLong).optional() });

/** What visitors see of a membership logo (the spec's logo, link, board_member, main_member, plus the name for alt text). */
const publicMemberLogo = ({ id, name, logo, link, board_member, main_member }: q.MemberLogo) => ({
  id,
  name,
  logo,
  link,
  board_member,
  main_member,
});

export const membershipRoutes = new Hono<AppEnv>()
  .get('/get/logos', access('public'), async (c) => c.json({ logos: await q.partnerLogoList(c.get('deps').db) }))
  .get('/get/responsible-logo', access('public'), async (c) => c.json({ logos: await q.responsibleLogos(c.get('deps').db) }))
  .get('/get/member-logo', access('public'), async (c) =>
    c.json({ logos: (await q.memberLogoList(c.get('deps').db)).map(publicMemberLogo) }),
  )

  // Membership logos (admin)
  .get('/get/membership', access('read'), async (c) => c.json({ logos: await q.memberLogoList(c.get('deps').db) }))
  .post(
    '/insert/membership',
    access('content'),
    publishes('membership'),
    imageFormLimit,
    multipartOnly,
    validate('form', membershipInsertSchema),
    async (c) => {
      const deps = c.get('deps');
      const { image, ...fields } = c.req.valid('form');
      const { url } = await storeImage(deps, image, 'membership');
      const row = await keepFileOnlyIf(deps, url, () => q.insertMemberLogo(deps.db, { ...fields, logo: url }));
      return c.json({ logo: row, message: replyText(c, MEMBERSHIP_MESSAGES.saved) });
    },
  )
  .post(
    '/update/membership',
    access('content'),
    publishes('membership'),
    imageFormLimit,
    multipartOnly,
    validate('form', membershipUpdateSchema),
    async (c) => {
      const deps = c.get('deps');
      const { id, image, ...fields } = c.req.valid('form');
      const old = found(await q.findMemberLogo(deps.db, id), MEMBERSHIP_MESSAGES.logoNotFound);
      const url = image ? (await storeImage(deps, image, 'membership')).url : undefined;
      const row = await keepFileOnlyIf(deps, url, async () =>
        found(await q.updateMemberLogo(deps.db, id, { ...fields, ...(url ? { logo: url } : {}) }), MEMBERSHIP_MESSAGES.logoNotFound),
      );
      if (url) await discardFile(deps, old.logo);
      return c.json({ logo: row, message: replyText(c, MEMBERSHIP_MESSAGES.saved) });
    },
  )
  .delete('/delete/membership', access('content'), publishes('membership'), validate('query', recordIdQuery), async (c) => {
    const deps = c.get('deps');
    await discardDeleted(deps, await q.deleteMemberLogo(deps.db, c.req.valid('query').id), MEMBERSHIP_MESSAGES.logoNotFound, memberLogos);
    return c.json({ message: replyText(c, MEMBERSHIP_MESSAGES.deleted) });
  })

  // Member companies (admin). Not shown on public pages: no rebuild.
  .get('/get/member-companies', access('read'), validate('query', companySearch), async (c) =>
    c.json({ members: await q.companyList(c.get('deps').db, c.req.valid('query').name || undefined) }),
  )
  .post('/insert/member-companies', access('content'), imageFormLimit, multipartOnly, validate('form', companyInsertSchema), async (c) => {
    const deps = c.get('deps');
    const { image, ...fields } = c.req.valid('form');
    // The spec's answer for a taken e-mail: 200 with a message and no member (checked before storing the file).
    if (await q.emailTaken(deps.db, fields.email)) return c.json({ message: replyText(c, MEMBERSHIP_MESSAGES.duplicateEmail) });
    const { url } = await storeImage(deps, image, 'companies');
    const row = await keepFileOnlyIf(deps, url, () => q.insertCompany(deps.db, { ...fields, logo: url }));
    return c.json({ member: row, message: replyText(c, MEMBERSHIP_MESSAGES.saved) });
  })
  .post('/update/member-companies', access('content'), imageFormLimit, multipartOnly, validate('form', companyUpdateSchema), async (c) => {
    const deps = c.get('deps');
    const { id, image, ...fields } = c.req.valid('form');
    const old = found(await q.findCompany(deps.db, id), MEMBERSHIP_MESSAGES.companyNotFound);
    if (await q.emailTaken(deps.db, fields.email, id)) return c.json({ message: replyText(c, MEMBERSHIP_MESSAGES.duplicateEmail) });
    const url = image ? (await storeImage(deps, image, 'companies')).url : undefined;
    const row = await keepFileOnlyIf(deps, url, async () =>
      found(await q.updateCompany(deps.db, id, { ...fields, ...(url ? { logo: url } : {}) }), MEMBERSHIP_MESSAGES.companyNotFound),
    );
    if (url) await discardFile(deps, old.logo);
    return c.json({ member: row, message: replyText(c, MEMBERSHIP_MESSAGES.saved) });
  })
  .delete('/delete/member-companies', access('content'), validate('query', recordIdQuery), async (c) => {
    const deps = c.get('deps');
    await discardDeleted(
      deps,
      await q.deleteCompany(deps.db, c.req.valid('query').id),
      MEMBERSHIP_MESSAGES.companyNotFound,
      memberCompanies,
    );
    return c.json({ message: replyText(c, MEMBERSHIP_MESSAGES.deleted) });
  });
