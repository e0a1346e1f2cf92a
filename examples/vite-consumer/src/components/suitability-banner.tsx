import { SuitabilityBanner } from '@diet/ui/suitability-banner';

export default function Story() {
  return <SuitabilityBanner verdict="green" className="diet:max-w-xl" />;
}
