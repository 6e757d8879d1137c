import type { sustainableMining as en } from '../en/sustainable-mining';

export const sustainableMining: Record<keyof typeof en, string> = {
  'mining.posters': '{title}: зурагт хуудас',
  'mining.poster': '{title}: {n}-р зурагт хуудас',
  'mining.download': 'PDF татах',
  'admin.mining.posters': 'Зурагт хуудас',
  'admin.mining.posterN': '{n}-р зурагт хуудас',
  'admin.mining.kept': 'одоогийн',
  'admin.mining.new': 'шинэ',
  'admin.mining.up': '{n}-р зурагт хуудсыг дээш',
  'admin.mining.down': '{n}-р зурагт хуудсыг доош',
  'admin.mining.remove': '{n}-р зурагт хуудсыг хасах',
  'admin.mining.language': 'Хэл',
  'admin.mining.add': 'Тогтвортой уул уурхай нэмэх',
  'admin.mining.edit': 'Тогтвортой уул уурхай засах',
  'admin.mining.saved': 'Амжилттай шинэчлэгдлээ.',
  'admin.mining.saveError': 'Алдаа гарлаа',
  'admin.mining.loadError': 'Алдаа гарлаа.',
  'admin.mining.deleteError': 'Устгахад алдаа гарлаа.',
};
