import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { z } from 'zod';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { PasswordField } from '../../../components/form/text-field';
import { Icon } from '../../../components/icon';
import { Modal } from '../../../components/modal/modal';
import { closeAccountModal, openAccountModal } from '../../../lib/account-modal-store';
import { fieldIssues, isApiError } from '../../../lib/api-client';
import { useMemberInfo } from '../../../lib/member-info';
import { useSystemInfo } from '../../../lib/system-info';
import { useChangePassword } from '../api/change-password';
import { useRegisterSetting } from '../api/get-register-setting';
import { liveResolver } from '../live-resolver';
import { fieldMessage } from '../validation';
import { endLocalSession } from './end-session';
import { NewPasswordFields } from './new-password-fields';
import { confirmMatches, newPasswordShape } from './password-rules';
import { useLogout } from './use-logout';
import './account-forms.css';

type Values = { oldPassword: string; newPassword: string; confirmNewPassword: string };

/**
 * Change password (spec sections 4 and 5). Forced after a login with an expired or flagged
 * password: then it cannot be dismissed, only completed or left by logging out. The old password
 * is not asked when it is already known (a temporary password, or the one just typed to log in).
 */
export const ChangePasswordModal = ({
  forced = false,
  knownPassword,
}: {
  forced?: boolean;
  knownPassword?: string;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { info } = useSystemInfo();
  const setting = useRegisterSetting().data ?? info.register;
  const member = useMemberInfo().data;
  const change = useChangePassword();
  const { requestLogout } = useLogout();
  const oldPassword = knownPassword ?? member?.password ?? undefined;
  const askOld = !oldPassword;
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    resolver: liveResolver<Values>(() =>
      z
        .object({
          oldPassword: askOld ? z.string().min(1, fieldMessage('required')) : z.string(),
          ...newPasswordShape(setting),
        })
        .superRefine((values, context) => {
          confirmMatches(values, context);
          const current = askOld ? values.oldPassword : oldPassword;
          if (values.newPassword && current && values.newPassword === current) {
            context.addIssue({ code: 'custom', path: ['newPassword'], message: fieldMessage('same') });
          }
        }),
    ),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await change.mutateAsync({
        oldPassword: askOld ? values.oldPassword : (oldPassword ?? ''),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      // Every session of the member has ended on the server; this one too.
      endLocalSession(queryClient);
      closeAccountModal({ silent: true });
      openAccountModal({ kind: 'login', notice: t('accounts.changePassword.done') });
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(t('errors.unknown'));
        return;
      }
      if (error.code === 'incorrect-password' && askOld) {
        form.setError('oldPassword', { message: error.message }, { shouldFocus: true });
        return;
      }
      const issues = fieldIssues(error).filter((issue) =>
        ['oldPassword', 'newPassword', 'confirmNewPassword'].includes(issue.field),
      );
      for (const issue of issues) form.setError(issue.field as keyof Values, { message: issue.message });
      if (issues.length === 0) setFormError(error.message);
    }
  });

  return (
    <Modal
      title={t('accounts.changePassword.title')}
      description={
        forced ? t('accounts.changePassword.forcedSubtitle') : t('accounts.changePassword.subtitle')
      }
      onClose={() => closeAccountModal()}
      dismissible={!forced}
      testId="change-password-modal"
      header={
        forced ? (
          <span className="modal-badge">
            <Icon name="lock" size={22} />
          </span>
        ) : undefined
      }
    >
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => void submit(event)}
        data-testid="change-password-form"
      >
        {formError && <FormAlert>{formError}</FormAlert>}
        {askOld && (
          <PasswordField
            label={t('accounts.fields.oldPassword')}
            placeholder={t('accounts.placeholders.oldPassword')}
            autoComplete="current-password"
            error={errors.oldPassword?.message}
            {...form.register('oldPassword')}
          />
        )}
        <NewPasswordFields form={form} />
        <SubmitButton pending={change.isPending} testId="change-password-submit">
          {t('accounts.changePassword.submit')}
        </SubmitButton>
        {forced && (
          <button type="button" className="btn btn-ghost btn-block" onClick={requestLogout}>
            <Icon name="logout" size={18} />
            {t('accounts.logout.action')}
          </button>
        )}
      </form>
    </Modal>
  );
};
