/** Built by issue 14. */
export default function MeetingListScreen() {
  return null;
}
