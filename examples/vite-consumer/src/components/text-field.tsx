import { TextField } from '@diet/ui/text-field';

export default function Story() {
  return (
    <TextField
      label="Email"
      type="email"
      placeholder="name@example.com"
      className="diet:max-w-sm"
      onChange={() => {}}
    />
  );
}
