/** A question of the editor's list (`/get/assessment-questions`): a main section's question and its children. */
export interface Question {
  id: number;
  cid: string;
  pid: string | null;
  question: string;
  children?: Question[];
}
export interface Section {
  id: number;
  mainIndex: string;
  mainTitle: string;
  questions: Question[];
}
