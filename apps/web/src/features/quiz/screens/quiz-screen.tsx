/**
 * /registration-questionnaire (public-site spec §2 quiz, §4, §5): the splash, the welcome step, the
 * four questions and the 'Secure your account' step, composed from the kit's quiz pieces. The quiz
 * is a pure state machine (`quiz-machine.ts`); its state is kept in browser storage while it runs,
 * so a reload keeps the answers. Each step change moves focus to the new step's heading.
 *
 * Completing a profile: a signed-in owner whose account has no profile (the guard sends them here
 * with `COMPLETE_PROFILE_STATE`) answers the same questions, starting from any answers still stored,
 * and the last step saves them with the owner's token instead of creating an account.
 */
import { AccountForm, type AccountFormValues } from '@diet/ui/account-form';
import { ConfirmationCodeDialog } from '@diet/ui/confirmation-code-dialog';
import { MessageDialog } from '@diet/ui/dialog';
import { QuizBirthYearStep } from '@diet/ui/quiz-birth-year-step';
import { QuizDietsStep } from '@diet/ui/quiz-diets-step';
import { QuizGenderStep } from '@diet/ui/quiz-gender-step';
import { QuizShopStep } from '@diet/ui/quiz-shop-step';
import { QuizSplash } from '@diet/ui/quiz-splash';
import { QuizWelcome } from '@diet/ui/quiz-welcome';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

import { PATHS } from '../../../config/routes';
import { loadIdentity } from '../../../lib/identity';
import { RouterLink } from '../../../shared/components/router-link';
import { PRODUCT_NAME } from '../../../shared/route-meta';
import { CompleteProfile } from '../components/complete-profile';
import { useCompleteProfile } from '../hooks/use-complete-profile';
import { useRegistration } from '../hooks/use-registration';
import { isCompletingProfile } from '../utils/complete-profile-state';
import { progressStep, quizReducer, type QuizStep } from '../utils/quiz-machine';
import { loadQuizState, saveQuizState } from '../utils/quiz-storage';

/** What the login screen is told after a confirmed registration (it shows '✅ Account confirmed successfully!'). */
export const ACCOUNT_CONFIRMED_NOTICE = { notice: 'account-confirmed' } as const;

const EMPTY_ACCOUNT: AccountFormValues = { username: '', email: '', password: '', confirmPassword: '' };

/** Moves focus to the step's heading, so screen readers and keyboards start at the new question. */
function focusHeading(root: HTMLElement | null) {
  const heading = root?.querySelector<HTMLElement>('h1');
  if (!heading) return;
  // Focusable by script only; no ring (it is not an interactive element).
  heading.setAttribute('tabindex', '-1');
  heading.classList.add('outline-none');
  heading.focus();
}

export default function QuizScreen() {
  const { t } = useTranslation('quiz');
  const navigate = useNavigate();
  const completing = isCompletingProfile(useLocation().state);
  const [state, dispatch] = useReducer(quizReducer, undefined, () => loadQuizState());
  const [account, setAccount] = useState<AccountFormValues>(EMPTY_ACCOUNT);
  const root = useRef<HTMLDivElement>(null);
  const registered = useRef(false);
  const previousStep = useRef<QuizStep | null>(null);

  useEffect(() => {
    if (!registered.current) saveQuizState(state);
  }, [state]);

  useEffect(() => {
    const from = previousStep.current;
    previousStep.current = state.step;
    // The page's first screen keeps the router's focus handling; every later one takes focus.
    if (from !== null && from !== state.step) focusHeading(root.current);
  }, [state.step]);

  // The account step will need the identity adapter (Amplify): fetch it while the user types.
  useEffect(() => {
    if (state.step === 'account') void loadIdentity().catch(() => undefined);
  }, [state.step]);

  const onRegistered = useCallback(
    (confirmed: boolean) => {
      registered.current = true;
      void navigate(PATHS.login, { replace: true, state: confirmed ? ACCOUNT_CONFIRMED_NOTICE : undefined });
    },
    [navigate],
  );
  const registration = useRegistration({ answers: state.answers, onRegistered });
  const completion = useCompleteProfile({
    answers: state.answers,
    enabled: completing,
    onSaved: () => {
      registered.current = true;
      void navigate(PATHS.dashboard, { replace: true });
    },
  });

  const { step, answers } = state;
  const progress = progressStep(step) ?? undefined;
  const back = () => dispatch({ type: 'back' });
  const next = () => dispatch({ type: 'next' });

  return (
    <div ref={root} data-quiz-step={step} className="px-4 py-8 sm:px-6 md:py-14">
      {step === 'splash' ? (
        // The splash names the page for assistive technology (the kit's splash is a status, not a heading).
        <h1 className="sr-only">{t('splash.heading')}</h1>
      ) : null}
      {step === 'splash' ? (
        <QuizSplash
          logo={PRODUCT_NAME}
          onDone={() => dispatch({ type: 'splashDone' })}
          className="mx-auto min-h-[60dvh] max-w-xl rounded-xl"
        />
      ) : null}
      {step === 'welcome' ? (
        <QuizWelcome
          title={completing ? t('complete.welcomeTitle') : t('welcome.title')}
          description={completing ? t('complete.welcomeDescription') : t('welcome.description')}
          onStart={() => dispatch({ type: 'start' })}
          loginHref={PATHS.login}
          linkComponent={RouterLink}
        />
      ) : null}
      {step === 'diets' ? (
        <QuizDietsStep
          step={progress}
          selected={answers.intolerances}
          onSelectedChange={(intolerances) => dispatch({ type: 'setIntolerances', intolerances })}
          otherText={answers.otherIntolerance}
          onOtherTextChange={(text) => dispatch({ type: 'setOtherText', text })}
          onNext={next}
          onBack={back}
        />
      ) : null}
      {step === 'shopping' ? (
        <QuizShopStep
          step={progress}
          value={answers.shopWhere}
          onValueChange={(value) => dispatch({ type: 'setShop', value })}
          onNext={next}
          onBack={back}
        />
      ) : null}
      {step === 'gender' ? (
        <QuizGenderStep
          step={progress}
          value={answers.gender}
          onValueChange={(gender) => dispatch({ type: 'setGender', gender })}
          onNext={next}
          onBack={back}
        />
      ) : null}
      {step === 'birthYear' ? (
        <QuizBirthYearStep
          step={progress}
          value={answers.birthYear}
          onValueChange={(text) => dispatch({ type: 'setBirthYear', text })}
          onFinish={() => dispatch({ type: 'finish', now: new Date() })}
          onBack={back}
        />
      ) : null}
      {step === 'account' && completing ? (
        <CompleteProfile
          email={completion.email}
          username={completion.username}
          busy={completion.saving}
          onSave={completion.save}
          onBack={back}
        />
      ) : null}
      {step === 'account' && !completing ? (
        <AccountForm
          step={progress}
          values={account}
          onValuesChange={setAccount}
          onSubmit={registration.submit}
          onBack={back}
          productName={PRODUCT_NAME}
          description={t('account.description')}
          loginHref={PATHS.login}
          linkComponent={RouterLink}
          busy={registration.phase !== 'form'}
        />
      ) : null}
      <ConfirmationCodeDialog
        open={registration.phase === 'code' || registration.phase === 'confirming'}
        busy={registration.phase === 'confirming'}
        error={registration.codeError}
        email={registration.email}
        onConfirm={registration.confirm}
        onCancel={registration.cancel}
      />
      <MessageDialog
        open={registration.failure !== null || completion.failure !== null}
        onOpenChange={(open) => {
          if (open) return;
          registration.dismissFailure();
          completion.dismissFailure();
        }}
        title={t('errors.title')}
        message={registration.failure ?? completion.failure ?? ''}
      />
    </div>
  );
}
