import type { EventSeedContext } from './index';

/** Demo gallery images of the event site. */
export async function seedEventGallery(_ctx: EventSeedContext): Promise<void> {}
