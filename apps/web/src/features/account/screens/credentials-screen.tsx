/** Being built. */
export default function CredentialsScreen() {
  return null;
}
