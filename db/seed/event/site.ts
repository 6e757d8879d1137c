import type { EventSeedContext } from './index';

/** Demo menus, social links, footer of the event site. */
export async function seedEventSite(_ctx: EventSeedContext): Promise<void> {}
