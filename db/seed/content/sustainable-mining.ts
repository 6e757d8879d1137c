/** Sustainable-mining items. `pdf` is the ASCII text printed in the generated PDF. */
export const SUSTAINABLE = [
  { title: 'Тогтвортой уул уурхай: ус', language: 'mn', pdf: 'Sustainable mining: water (mn)' },
  { title: 'Тогтвортой уул уурхай: эрчим хүч', language: 'mn', pdf: 'Sustainable mining: energy (mn)' },
  { title: 'Тогтвортой уул уурхай: орон нутаг', language: 'mn', pdf: 'Sustainable mining: communities (mn)' },
  { title: 'Sustainable mining: water', language: 'en', pdf: 'Sustainable mining: water' },
  { title: 'Sustainable mining: energy', language: 'en', pdf: 'Sustainable mining: energy' },
  { title: 'Sustainable mining: communities', language: 'en', pdf: 'Sustainable mining: communities' },
] as const;
