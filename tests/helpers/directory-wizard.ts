import { pngBytes } from './upload-files';

/** Who sends a request of the directory wizard (its first step). */
export const WIZARD_REGISTRANT = {
  registrantName: 'Батболд',
  registrantPosition: 'Захирал',
  registrantEmail: 'batbold@erdene.mn',
  registrantPhone: '+976 9911 2233',
};

/** A complete consultant request of the wizard, as the island sends it (JSON). */
export const WIZARD_CONSULTANT = {
  ...WIZARD_REGISTRANT,
  nameMn: 'Д. Болормаа',
  nameEn: 'D. Bolormaa',
  professionMn: 'Геологич',
  professionEn: 'Geologist',
  phone: '9911-4455',
  adviceMn: 'Хайгуул',
  adviceEn: '',
};

/** A complete company request of the directory wizard (its text fields), as the island sends them. */
export const WIZARD_COMPANY: Record<string, string> = {
  ...WIZARD_REGISTRANT,
  categories: JSON.stringify([{ mainCategory: '01', subCategory: '0101' }]),
  nameMn: 'Эрдэнэ Майнинг ХХК',
  nameEn: 'Erdene Mining LLC',
  registrationNumber: '5123456',
  emails: JSON.stringify(['info@erdene.mn']),
  phones: JSON.stringify(['7011-2233']),
  addressMn: 'Улаанбаатар',
  addressEn: 'Ulaanbaatar',
  aboutMn: 'Алт олборлогч',
  aboutEn: 'Gold miner',
};

/** The wizard's multipart body: the company's fields (overridden by `fields`) and its logo. A new FormData each time, as a retry sends it. */
export function wizardForm(fields: Record<string, string> = {}, logo: Uint8Array = pngBytes): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...WIZARD_COMPANY, ...fields })) form.append(k, v);
  form.append('image', new File([logo as BlobPart], 'logo.png', { type: 'image/png' }));
  return form;
}
