import type { ApiAnswer } from '@client/api-client';

/** A main section of the editor's list (`/get/assessment-questions`) with its questions and their children. */
export type Section = ApiAnswer<'/get/assessment-questions'>['result'][number];
/** A question the editor edits or deletes: a section's heading, a main question or a child (without its children). */
export type Question = Omit<Section['questions'][number], 'children'>;
