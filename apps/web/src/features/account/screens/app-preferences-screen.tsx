/** Being built. */
export default function AppPreferencesScreen() {
  return null;
}
