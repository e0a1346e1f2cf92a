/** Being built. */
export default function SubscriptionScreen() {
  return null;
}
