/** Built by issue 14. */
export default function MeetingInfoScreen() {
  return null;
}
