import type { EventSeedContext } from './index';

/** Demo registrations of the event site. */
export async function seedEventRegistrations(_ctx: EventSeedContext): Promise<void> {}
