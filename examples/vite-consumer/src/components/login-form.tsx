import { LoginForm, type LoginErrorCode, type LoginFormValues } from '@diet/ui/login-form';
import { useState } from 'react';

export default function Story() {
  const [values, setValues] = useState<LoginFormValues>({ identifier: '', password: '' });
  const [error, setError] = useState<LoginErrorCode | null>(null);
  return (
    <LoginForm
      productName="DietApp"
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        setError(null);
      }}
      onSubmit={() => setError('NotAuthorized')}
      error={error}
      registerHref="/registration-questionnaire"
      forgotPasswordHref="/password-reset"
    />
  );
}
