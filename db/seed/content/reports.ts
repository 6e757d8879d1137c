/** Reports: six annual reports (year counted back from now) and three studies. */
export function reportList(now: Date) {
  const year = now.getUTCFullYear();
  const annual = Array.from({ length: 6 }, (_, k) => ({
    title: `Ассоциацийн ${year - 1 - k} оны үйл ажиллагааны тайлан`,
    title_en: `Association Annual Report ${year - 1 - k}`,
    published: new Date(Date.UTC(year - k, 2, 15, 3)),
  }));
  const studies = [
    { title: 'Уул уурхайн салбарын ESG тойм', title_en: 'Mining Sector ESG Review', months: 2 },
    { title: 'Орон нутгийн худалдан авалтын судалгаа', title_en: 'Local Procurement Study', months: 7 },
    { title: 'Салбарын хүний нөөцийн судалгаа', title_en: 'Mining Workforce Survey', months: 11 },
  ].map((s) => ({ ...s, published: new Date(Date.UTC(year, now.getUTCMonth() - s.months, 10, 3)) }));
  return [...annual, ...studies].filter((r) => r.published <= now);
}
