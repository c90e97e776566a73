import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { LoginRequest, LoginResponse, LoginType } from '@platform/contracts';
import { SESSION_TIME_ENDED, fieldIssues, isApiError } from '../../../lib/api-client';
import { sessionTimeEndedText } from '../../../lib/session-time';
import { useLogin } from '../api/login';
import { isCaptchaError } from '../validation';
import type { CaptchaPrompt } from './captcha-field';

/** What a login attempt needs to remember until its session is stored (or its second factor done). */
export type LoginAttempt = {
  loginType: LoginType;
  rememberUsername: string | null;
  typedPassword?: string;
};

/** What the login popup gives its password form and its SMS form. */
export type LoginFormProps = {
  portal: 'member' | 'agent';
  onSuccess: (attempt: LoginAttempt, response: LoginResponse) => void;
  /** 'verification-required': true when the challenge was taken up by the second-factor step. */
  onChallenge: (attempt: LoginAttempt, value: unknown) => boolean;
};

type LoginAttemptOptions = LoginFormProps & {
  /** The form's captcha: its answer is sent only while it is shown. */
  captcha: CaptchaPrompt;
  /** Empties the captcha input when a new image is shown. */
  clearCaptchaInput: () => void;
  /** Server field names: username, password, captcha, or 'code' for a verification code. */
  setFieldError: (field: string, message: string) => void;
};

/**
 * Sends a login from the password or the SMS form, and reacts to a refusal as spec section 8
 * says: the captcha, a message under a field, the second factor, or one for the whole form.
 */
export const useLoginAttempt = ({
  portal,
  onSuccess,
  onChallenge,
  captcha,
  clearCaptchaInput,
  setFieldError,
}: LoginAttemptOptions) => {
  const { t } = useTranslation();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);

  const handleFailure = (error: unknown, attempt: LoginAttempt) => {
    if (!isApiError(error)) {
      setFormError(t('errors.unknown'));
      return;
    }
    if (error.code === 'verification-required' && onChallenge(attempt, error.value)) return;

    const value = error.value as { captchaRequired?: unknown } | null;
    if (isCaptchaError(error.code) || value?.captchaRequired === true || captcha.shown) {
      // A new image: a captcha answers one attempt.
      captcha.show();
      clearCaptchaInput();
    }

    if (isCaptchaError(error.code)) {
      setFieldError('captcha', error.message);
      return;
    }
    if (['invalid-verification-code', 'code-expired', 'missing-verification-code'].includes(error.code)) {
      setFieldError('code', error.message);
      return;
    }
    const issues = fieldIssues(error);
    if (issues.length > 0) {
      for (const issue of issues) setFieldError(issue.field, issue.message);
      return;
    }
    // A used-up time of play: the message and when the member may log in again.
    if (error.code === SESSION_TIME_ENDED) {
      setFormError(sessionTimeEndedText(error.message, error.value));
      return;
    }
    setFormError(error.message);
  };

  /** `captchaAnswer` is what was typed in the captcha; it is sent only while the captcha is shown. */
  const submitLogin = async ({
    attempt,
    request,
    captchaAnswer,
  }: {
    attempt: LoginAttempt;
    request: Omit<LoginRequest, 'captcha' | 'portal'>;
    captchaAnswer: string;
  }) => {
    setFormError(null);
    try {
      const response = await login.mutateAsync({
        ...request,
        captcha: captcha.shown ? captchaAnswer.trim() : undefined,
        portal,
      });
      onSuccess(attempt, response);
    } catch (error) {
      handleFailure(error, attempt);
    }
  };

  return { submitLogin, pending: login.isPending, formError };
};
