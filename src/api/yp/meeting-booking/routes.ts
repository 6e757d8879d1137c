import { Hono } from 'hono';
import type { AppEnv } from '../../types';
import { ApiError } from '../../errors';
import { validate } from '../../validate';
import { access } from '../../middleware/access';
import {
  loginSchema,
  meetingActionSchema,
  meetingRequestSchema,
  participantsQuery,
  slotsQuery,
  type BookingDay,
  type BookingRoom,
  type MeetingAccount,
  type MyMeeting,
  type Participant,
} from '../../../shared/meeting-booking';

/**
 * Meeting users sign in with an e-mailed code (`/auth/login`, `/get/user`) and book meetings; the
 * contract is `src/shared/meeting-booking.ts`. SCAFFOLD: the answers' shapes are final, the handlers
 * are being built (issue 14).
 */
const notYet = (): never => {
  throw new ApiError(501, 'Not built yet');
};
export const meetingBookingRoutes = new Hono<AppEnv>()
  .post('/auth/login', access('public'), validate('json', loginSchema), async (c) =>
    notYet() ? c.json({ message: '' as string, account: undefined as MeetingAccount | undefined }) : c.json({}),
  )
  .get('/get/user', access('meeting'), async (c) => (notYet() ? c.json({ user: {} as MeetingAccount }) : c.json({})))
  .post('/auth/logout', access('meeting'), async (c) => (notYet() ? c.json({ message: '' }) : c.json({})))
  .get('/get/meeting-participants', access('meeting'), validate('query', participantsQuery), async (c) =>
    notYet() ? c.json({ users: [] as Participant[], total: 0, totalPages: 0 }) : c.json({}),
  )
  .get('/get/meeting-slots', access('meeting'), validate('query', slotsQuery), async (c) =>
    notYet() ? c.json({ days: [] as BookingDay[], rooms: [] as BookingRoom[] }) : c.json({}),
  )
  .get('/get/my-meetings', access('meeting'), async (c) => (notYet() ? c.json({ meetings: [] as MyMeeting[] }) : c.json({})))
  .post('/insert/meeting', access('meeting'), validate('json', meetingRequestSchema), async (c) =>
    notYet() ? c.json({ meeting: {} as MyMeeting, message: '' }) : c.json({}),
  )
  .post('/update/meeting', access('meeting'), validate('json', meetingActionSchema), async (c) =>
    notYet() ? c.json({ meeting: {} as MyMeeting, message: '' }) : c.json({}),
  );
