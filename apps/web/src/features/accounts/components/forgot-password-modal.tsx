import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { z } from 'zod';
import { matchesPattern } from '@platform/contracts';
import { showDialog } from '../../../components/dialog/dialog-store';
import { FormAlert } from '../../../components/form/form-alert';
import { Segmented } from '../../../components/form/segmented';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal/modal';
import { closeAccountModal, openAccountModal } from '../../../lib/account-modal-store';
import { fieldIssues, isApiError } from '../../../lib/api-client';
import { paragraph } from '../../../lib/html';
import { useSystemInfo } from '../../../lib/system-info';
import { useForgotPasswordByEmail } from '../api/forgot-password-email';
import { useCountryChoice } from '../api/get-countries';
import { useRegisterSetting } from '../api/get-register-setting';
import { useResetPasswordByMobile } from '../api/reset-password-by-mobile';
import { useResetPasswordByToken } from '../api/reset-password-by-token';
import { liveResolver } from '../live-resolver';
import { fieldMessage, isValidCode, isValidMobile, normaliseMobile, ruleError, ruleFor } from '../validation';
import { MobileCodeFields } from './mobile-code-fields';
import { NewPasswordFields } from './new-password-fields';
import { confirmMatches, newPasswordShape } from './password-rules';
import './account-forms.css';

type Via = 'mobile' | 'email';

/**
 * Forgot password (spec section 2): by e-mail (username and e-mail, a reset link is sent) or by
 * mobile code, offered and default only with CHNGPASSVERIF3. A reset link (/forget?resetToken=)
 * opens the new-password form instead.
 */
export const ForgotPasswordModal = ({ resetToken }: { resetToken?: string }) => {
  const { t } = useTranslation();
  const mobileOffered = useSystemInfo().info.whitelabel.CHNGPASSVERIF3 === true;
  const [via, setVia] = useState<Via>(mobileOffered ? 'mobile' : 'email');
  const [linkToken, setLinkToken] = useState(resetToken);

  if (linkToken) {
    return (
      <Modal
        title={t('accounts.forgot.resetTitle')}
        description={t('accounts.forgot.resetSubtitle')}
        onClose={() => closeAccountModal()}
        testId="forgot-modal"
      >
        <ResetByLinkForm
          resetToken={linkToken}
          onRequestNewLink={() => {
            setLinkToken(undefined);
            setVia('email');
          }}
        />
      </Modal>
    );
  }

  return (
    <Modal
      title={t('accounts.forgot.title')}
      description={t(via === 'email' ? 'accounts.forgot.emailSubtitle' : 'accounts.forgot.mobileSubtitle')}
      onClose={() => closeAccountModal()}
      testId="forgot-modal"
    >
      <div className="form-stack">
        {mobileOffered && (
          <Segmented
            label={t('accounts.forgot.method')}
            value={via}
            onChange={setVia}
            options={[
              { value: 'mobile', label: t('accounts.forgot.byMobile') },
              { value: 'email', label: t('accounts.forgot.byEmail') },
            ]}
          />
        )}
        {via === 'email' || !mobileOffered ? <EmailForm /> : <MobileForm />}
        <p className="form-footer-note">
          <button type="button" className="link-btn" onClick={() => openAccountModal({ kind: 'login' })}>
            {t('accounts.forgot.backToLogin')}
          </button>
        </p>
      </div>
    </Modal>
  );
};

const useSetting = () => {
  const { info } = useSystemInfo();
  return useRegisterSetting().data ?? info.register;
};

type EmailValues = { username: string; email: string };

const EmailForm = () => {
  const { t } = useTranslation();
  const setting = useSetting();
  const request = useForgotPasswordByEmail();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EmailValues>({
    mode: 'onTouched',
    defaultValues: { username: '', email: '' },
    resolver: liveResolver<EmailValues>(() =>
      z.object({
        username: z
          .string()
          .trim()
          .superRefine((value, context) => {
            const message = value ? ruleError(ruleFor(setting, 'username'), value) : fieldMessage('required');
            if (message) context.addIssue({ code: 'custom', message });
          }),
        email: z
          .string()
          .trim()
          .superRefine((value, context) => {
            const rule = ruleFor(setting, 'email');
            const message = !value
              ? fieldMessage('required')
              : rule
                ? ruleError(rule, value)
                : matchesPattern('EMAIL', value)
                  ? null
                  : t('accounts.forgot.emailInvalid');
            if (message) context.addIssue({ code: 'custom', message });
          }),
      }),
    ),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await request.mutateAsync({ username: values.username.trim(), email: values.email.trim() });
      closeAccountModal();
      // Spec section 8: success shows the 'in_been_out' dialog.
      showDialog({
        icon: 'success',
        title: t('accounts.forgot.in_been_out_title'),
        html: paragraph(t('accounts.forgot.in_been_out')),
      });
    } catch (error) {
      const issues = fieldIssues(error);
      for (const issue of issues) {
        if (issue.field === 'username' || issue.field === 'email')
          form.setError(issue.field, { message: issue.message });
      }
      if (issues.length === 0) setFormError(isApiError(error) ? error.message : t('errors.unknown'));
    }
  });

  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="forgot-email-form"
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label={t('accounts.fields.username')}
        placeholder={t('accounts.placeholders.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label={t('accounts.fields.email')}
        placeholder={t('accounts.placeholders.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SubmitButton pending={request.isPending} testId="forgot-email-submit">
        {t('accounts.forgot.sendLink')}
      </SubmitButton>
    </form>
  );
};

type MobileValues = { mobile: string; code: string; newPassword: string; confirmNewPassword: string };

const MobileForm = () => {
  const { t } = useTranslation();
  const setting = useSetting();
  const request = useResetPasswordByMobile();
  const country = useCountryChoice();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MobileValues>({
    mode: 'onTouched',
    defaultValues: { mobile: '', code: '', newPassword: '', confirmNewPassword: '' },
    resolver: liveResolver<MobileValues>(() =>
      z
        .object({
          mobile: z
            .string()
            .trim()
            .refine((value) => isValidMobile(value, country.country.phoneDigits), fieldMessage('mobile')),
          code: z.string().trim().refine(isValidCode, fieldMessage('code')),
          ...newPasswordShape(setting),
        })
        .superRefine(confirmMatches),
    ),
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await request.mutateAsync({
        mobileNum: normaliseMobile(values.mobile),
        countryDialingCode: country.country.countryDialingCode,
        verificationCode: values.code.trim(),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      openAccountModal({ kind: 'login', notice: t('accounts.forgot.done') });
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(t('errors.unknown'));
        return;
      }
      if (['invalid-verification-code', 'code-expired', 'missing-verification-code'].includes(error.code)) {
        form.setError('code', { message: error.message });
        return;
      }
      const targets: Record<string, keyof MobileValues> = {
        mobileNum: 'mobile',
        verificationCode: 'code',
        newPassword: 'newPassword',
        confirmNewPassword: 'confirmNewPassword',
      };
      const issues = fieldIssues(error);
      for (const issue of issues) {
        const target = targets[issue.field];
        if (target) form.setError(target, { message: issue.message });
      }
      if (issues.length === 0) setFormError(error.message);
    }
  });

  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="forgot-mobile-form"
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      <MobileCodeFields form={form} country={country} />
      <NewPasswordFields form={form} />
      <SubmitButton pending={request.isPending} testId="forgot-mobile-submit">
        {t('accounts.forgot.resetSubmit')}
      </SubmitButton>
    </form>
  );
};

type LinkValues = { newPassword: string; confirmNewPassword: string };

const ResetByLinkForm = ({
  resetToken,
  onRequestNewLink,
}: {
  resetToken: string;
  onRequestNewLink: () => void;
}) => {
  const { t } = useTranslation();
  const setting = useSetting();
  const request = useResetPasswordByToken();
  const [formError, setFormError] = useState<{ message: string; expired: boolean } | null>(null);
  const form = useForm<LinkValues>({
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmNewPassword: '' },
    resolver: liveResolver<LinkValues>(() => z.object(newPasswordShape(setting)).superRefine(confirmMatches)),
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await request.mutateAsync({ resetToken, ...values });
      openAccountModal({ kind: 'login', notice: t('accounts.forgot.done') });
    } catch (error) {
      if (!isApiError(error)) {
        setFormError({ message: t('errors.unknown'), expired: false });
        return;
      }
      const issues = fieldIssues(error).filter(
        (issue) => issue.field === 'newPassword' || issue.field === 'confirmNewPassword',
      );
      for (const issue of issues) form.setError(issue.field as keyof LinkValues, { message: issue.message });
      if (issues.length === 0)
        setFormError({ message: error.message, expired: error.code === 'reset-link-invalid' });
    }
  });

  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="reset-link-form"
    >
      {formError && (
        <FormAlert>
          <p>{formError.message}</p>
          {formError.expired && (
            <button type="button" className="link-btn" onClick={onRequestNewLink}>
              {t('accounts.forgot.requestNewLink')}
            </button>
          )}
        </FormAlert>
      )}
      <NewPasswordFields form={form} />
      <SubmitButton pending={request.isPending} testId="reset-link-submit">
        {t('accounts.forgot.resetSubmit')}
      </SubmitButton>
    </form>
  );
};
