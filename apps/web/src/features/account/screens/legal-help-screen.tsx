/** Being built. */
export default function LegalHelpScreen() {
  return null;
}
