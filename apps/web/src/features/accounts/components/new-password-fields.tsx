import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { PasswordField } from '../../../components/form/text-field';

/** What the fields need of a react-hook-form form; any form with these two fields fits. */
type NewPasswordForm = {
  register: (name: 'newPassword' | 'confirmNewPassword') => UseFormRegisterReturn;
  formState: { errors: { newPassword?: FieldError; confirmNewPassword?: FieldError } };
};

/**
 * The new password and its confirmation, as the change, reset-by-mobile and reset-by-link forms
 * ask for them; their rules are `newPasswordShape` and `confirmMatches` (password-rules.ts).
 */
export const NewPasswordFields = ({ form }: { form: NewPasswordForm }) => {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <>
      <PasswordField
        label={t('accounts.fields.newPassword')}
        placeholder={t('accounts.placeholders.newPassword')}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('accounts.fields.confirmNewPassword')}
        placeholder={t('accounts.placeholders.confirmNewPassword')}
        autoComplete="new-password"
        error={errors.confirmNewPassword?.message}
        {...form.register('confirmNewPassword')}
      />
    </>
  );
};
