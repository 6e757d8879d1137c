/** Mining 101 videos; `note` is the ASCII text of the placeholder video. */
export const VIDEOS = [
  { title: 'Уул уурхай 101: Геологийн хайгуул', note: 'Mining 101: Exploration' },
  { title: 'Уул уурхай 101: Ил уурхайн олборлолт', note: 'Mining 101: Open-pit mining' },
  { title: 'Уул уурхай 101: Баяжуулалт', note: 'Mining 101: Processing' },
  { title: 'Уул уурхай 101: Хөдөлмөрийн аюулгүй байдал', note: 'Mining 101: Safety' },
  { title: 'Уул уурхай 101: Уурхайн хаалт ба нөхөн сэргээлт', note: 'Mining 101: Closure and rehabilitation' },
];
