/** Being built. */
export default function SharedProfilesScreen() {
  return null;
}
