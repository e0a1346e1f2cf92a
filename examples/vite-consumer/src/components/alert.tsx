import { Alert } from '@diet/ui/alert';

export default function Story() {
  return (
    <div className="diet:max-w-lg">
      <Alert tone="info">Feature coming soon</Alert>
    </div>
  );
}
