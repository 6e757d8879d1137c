/** Responsible-mining documents. `pdf` is the ASCII text printed in the generated PDF (Helvetica has no Cyrillic). */
export const DOCUMENTS = [
  { title: 'Хариуцлагатай уул уурхайн зарчим, шаардлага', pdf: 'Responsible Mining Principles and Requirements' },
  { title: 'Өөрийгөө үнэлэх аргачлал', pdf: 'Self-Assessment Methodology' },
  { title: 'Бие даасан аудитын журам', pdf: 'Independent Audit Procedure' },
  { title: 'Орон нутагтай хамтран ажиллах гарын авлага', pdf: 'Community Engagement Guide' },
  { title: 'Уурхайн хаалт, нөхөн сэргээлтийн зөвлөмж', pdf: 'Mine Closure and Rehabilitation Guidance' },
  { title: 'Хөдөлмөрийн аюулгүй байдлын жишиг стандарт', pdf: 'Occupational Safety Benchmark' },
];
