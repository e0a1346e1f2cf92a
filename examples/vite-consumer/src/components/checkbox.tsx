import { Checkbox } from '@diet/ui/checkbox';

export default function Story() {
  return <Checkbox label="Show red products" onCheckedChange={() => {}} />;
}
