import type { EventSeedContext } from './index';

/** Demo the 2023/2024 portfolio of the event site. */
export async function seedEventArchive(_ctx: EventSeedContext): Promise<void> {}
