/** Built by issue 14. */
export default function AddUserScreen() {
  return null;
}
