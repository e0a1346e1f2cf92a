/** Being built. */
export default function PrivacyDataScreen() {
  return null;
}
