import { z } from 'zod';
import type { RegisterSetting } from '@platform/contracts';
import { fieldMessage, ruleError, ruleFor } from '../validation';

/**
 * New password and its confirmation (spec section 5: the password rule, then "Incorrect
 * confirmation input"); shared by the change, reset-by-link and reset-by-mobile forms.
 */
export const newPasswordShape = (setting: RegisterSetting) => ({
  newPassword: z.string().superRefine((value, context) => {
    if (!value) {
      context.addIssue({ code: 'custom', message: fieldMessage('required') });
      return;
    }
    const error = ruleError(ruleFor(setting, 'password'), value);
    if (error) context.addIssue({ code: 'custom', message: error });
  }),
  confirmNewPassword: z.string(),
});

export const confirmMatches = <T extends { newPassword: string; confirmNewPassword: string }>(
  values: T,
  context: z.RefinementCtx,
) => {
  if (!values.confirmNewPassword) {
    context.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: fieldMessage('required') });
  } else if (values.confirmNewPassword !== values.newPassword) {
    context.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: fieldMessage('mismatch') });
  }
};
