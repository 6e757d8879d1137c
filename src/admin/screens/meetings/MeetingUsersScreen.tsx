/** Built by issue 14. */
export default function MeetingUsersScreen() {
  return null;
}
