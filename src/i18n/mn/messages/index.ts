import * as tables from './tables';
import { joinDomains } from '@i18n/join-domains';
import type { messages as en } from '../../en/messages';

export const messages: Record<keyof typeof en, string> = joinDomains(tables);
