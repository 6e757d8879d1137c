import type { trade as en } from '../../en/messages/trade';
import { TRADE_SORT_KEYS } from '@shared/limits';

export const trade: Record<keyof typeof en, string> = {
  'msg.trade.startDate': 'Эхлэх огноо буруу байна (YYYY-MM-DD)',
  'msg.trade.endDate': 'Дуусах огноо буруу байна (YYYY-MM-DD)',
  'msg.trade.order': 'Эхлэх огноо дуусах огнооноос хойш байж болохгүй',
  'msg.trade.future': 'Эхлэх огноо өнөөдрөөс хойш байж болохгүй',
  'msg.trade.sort': `Эрэмбэлэх багана буруу байна (${TRADE_SORT_KEYS.join(', ')})`,
  'msg.trade.sortOrder': 'Эрэмбийн чиглэл буруу байна (asc, desc)',
};
