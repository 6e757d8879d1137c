import type { EventSeedContext } from './index';

/** Demo presenters, agenda, halls, presentations of the event site. */
export async function seedEventProgram(_ctx: EventSeedContext): Promise<void> {}
