/** Being built. */
export default function PreferencesScreen() {
  return null;
}
