import { Button } from '@diet/ui/button';

export default function Story() {
  return <Button onClick={() => {}}>Start the quiz</Button>;
}
