import { z } from 'zod';
import { LIMITS } from '../model/common';

/** Passwords have at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_TOO_SHORT = 'Le mot de passe doit contenir au moins 6 caractères';
export const PASSWORDS_DIFFER = 'Les mots de passe ne correspondent pas';

const email = z.string().trim().pipe(z.email('Email invalide').max(LIMITS.email, 'Email invalide'));
const password = z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(128, '128 caractères maximum');

/** The login page (/admin/login): email and password. */
export const loginFormSchema = z.object({ email, password });
export type LoginFormValues = z.output<typeof loginFormSchema>;

/** Login page, « Mot de passe oublié ? »: where to send the link. */
export const passwordResetFormSchema = z.object({ email });
export type PasswordResetFormValues = z.output<typeof passwordResetFormSchema>;

/** Account screen: the new address. */
export const changeEmailFormSchema = z.object({ email });
export type ChangeEmailFormValues = z.output<typeof changeEmailFormSchema>;

/** Account screen: the mismatch is reported on the confirmation field. */
export const changePasswordFormSchema = z
  .object({ currentPassword: password, newPassword: password, confirmPassword: password })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  });
export type ChangePasswordFormValues = z.output<typeof changePasswordFormSchema>;
