import { ProgressBar } from '@diet/ui/progress-bar';

export default function Story() {
  return (
    <div className="diet:max-w-md">
      <ProgressBar value={1} max={5} />
    </div>
  );
}
