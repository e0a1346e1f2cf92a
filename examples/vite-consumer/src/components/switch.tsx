import { Switch } from '@diet/ui/switch';

export default function Story() {
  return <Switch label="Show local products first" className="diet:max-w-md" onCheckedChange={() => {}} />;
}
