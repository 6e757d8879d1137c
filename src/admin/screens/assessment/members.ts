import type { ApiAnswer } from '@client/api-client';
import type { ListRow } from '@admin/kit';

/** A row of `/get/member-assessment-result`. */
export type MemberRow = ListRow<'/get/member-assessment-result', 'respondents'>;
/** A member's answers (`/get/member-answers`): every question with the member's answer, and the stored result. */
type MemberAnswers = ApiAnswer<'/get/member-answers'>['answer'];
/** A member's stored result: the shared percentages plus the organisation it belongs to. */
export type MemberResult = NonNullable<MemberAnswers['result']>;
/** A question of the answers sheet with the member's answer (null: not answered). */
export type AnswerRow = MemberAnswers['answers'][number];
