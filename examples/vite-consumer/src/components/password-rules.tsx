import { PasswordRules } from '@diet/ui/password-rules';

export default function Story() {
  return (
    <div className="diet:max-w-md">
      <PasswordRules password="" />
    </div>
  );
}
