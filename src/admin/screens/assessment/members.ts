import type { AssessmentPercentages } from '../../../shared/assessment';

/** A row of `/get/member-assessment-result`. */
export interface MemberRow {
  id: number;
  name: string;
  email: string;
  logo: string;
  created_at: string;
  publication: boolean;
  answer_id: number;
  member_id: number;
  main_percentage: number;
}
/** A member's stored result: the shared percentages plus the organisation it belongs to. */
export type MemberResult = AssessmentPercentages & { id: number; created_at: string; name: string; logo: string };

/** A file's extension from its URL (the downloads are named by question number or document). */
export const extOf = (url: string) => (url.split('?')[0].split('.').pop() ?? 'pdf').toLowerCase();
