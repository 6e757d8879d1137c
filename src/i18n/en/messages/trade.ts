import { TRADE_SORT_KEYS } from '@shared/limits';

export const trade = {
  'msg.trade.startDate': 'startDate must be a date YYYY-MM-DD',
  'msg.trade.endDate': 'endDate must be a date YYYY-MM-DD',
  'msg.trade.order': 'startDate must not be after endDate',
  'msg.trade.future': 'startDate must not be after today',
  'msg.trade.sort': `sort must be one of ${TRADE_SORT_KEYS.join(', ')}`,
  'msg.trade.sortOrder': 'order must be asc or desc',
} as const;
