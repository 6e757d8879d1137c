import * as tables from './tables';
import { joinDomains } from '@i18n/join-domains';

/**
 * The messages the API answers with and the forms show (the `*_MESSAGES` tables of src/shared name
 * these keys), one file per domain (listed in ./tables.ts); their Mongolian twins are in ../../mn/messages.
 */
export const messages = joinDomains(tables);
