/** Being built. */
export default function DietProfileScreen() {
  return null;
}
