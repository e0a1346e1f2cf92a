import { MoodIcon } from '@diet/ui/mood-icon';

export default function Story() {
  return <MoodIcon verdict="green" />;
}
