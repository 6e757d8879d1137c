/** A mineral of project page 21 "Mining we don't know" (association-site.md §2). */
export interface MineralItem {
  id: number;
  image: string;
  name: string;
  name_en: string;
}
