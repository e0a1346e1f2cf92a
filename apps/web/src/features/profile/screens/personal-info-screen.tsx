/** Being built. */
export default function PersonalInfoScreen() {
  return null;
}
