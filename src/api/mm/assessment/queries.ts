/**
 * Assessment data functions shared by the API routes (and any build-time page), one file per concern:
 * the question tree, the self-assessment, the member's attempt, the admin's member-result reads.
 */
export * from './questions';
export * from './self-answers';
export * from './member-answers';
export * from './member-results';
