/** `sizes` of the programme pictures (see program.css): the agenda column is at most 900 px; speakers are five, three or two across. */
export const AGENDA_SIZES = '(min-width: 960px) 900px, 100vw';
export const SPEAKER_SIZES = '(min-width: 960px) 200px, (min-width: 600px) 30vw, 45vw';
/** A speaker's small portrait beside a session and the speaker page's portrait. */
export const SPEAKER_THUMB_SIZES = '64px';
export const SPEAKER_PORTRAIT_SIZES = '(min-width: 720px) 240px, 160px';
