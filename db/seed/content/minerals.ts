/** Minerals with the colour their crystals are drawn in. */
export const MINERALS = [
  { name: 'Зэс', name_en: 'Copper', tone: '#b87333' },
  { name: 'Алт', name_en: 'Gold', tone: '#d4af37' },
  { name: 'Нүүрс', name_en: 'Coal', tone: '#5a5a64' },
  { name: 'Төмрийн хүдэр', name_en: 'Iron ore', tone: '#8b4a3c' },
  { name: 'Жонш', name_en: 'Fluorspar', tone: '#8e6bb8' },
  { name: 'Молибден', name_en: 'Molybdenum', tone: '#8c9aa8' },
  { name: 'Цайр', name_en: 'Zinc', tone: '#a7b4bd' },
  { name: 'Вольфрам', name_en: 'Tungsten', tone: '#6d7078' },
  { name: 'Уран', name_en: 'Uranium', tone: '#9bb53a' },
  { name: 'Газрын ховор элемент', name_en: 'Rare earth elements', tone: '#c28a9a' },
];
