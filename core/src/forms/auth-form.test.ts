import { describe, expect, it } from 'vitest';
import { changeEmailFormSchema, changePasswordFormSchema, loginFormSchema } from './auth-form';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  if (result.success || !result.error) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('login form schema', () => {
  it('rejects a malformed email and a short password with their French messages', () => {
    expect(messages(loginFormSchema.safeParse({ email: 'pas-un-email', password: '12345' }))).toEqual({
      email: 'Email invalide',
      password: 'Le mot de passe doit contenir au moins 6 caractères',
    });
  });

  it('accepts a valid pair and trims the email', () => {
    expect(loginFormSchema.parse({ email: ' owner@demo.test ', password: 'demo1234' })).toEqual({
      email: 'owner@demo.test',
      password: 'demo1234',
    });
  });
});

describe('account forms', () => {
  it('rejects an invalid new email', () => {
    expect(messages(changeEmailFormSchema.safeParse({ email: 'nope' }))).toEqual({ email: 'Email invalide' });
  });

  it('reports different passwords on the confirmation field', () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: 'demo1234',
      newPassword: 'secret12',
      confirmPassword: 'secret13',
    });
    expect(messages(result)).toEqual({ confirmPassword: 'Les mots de passe ne correspondent pas' });
  });

  it('requires 6 characters for each password field', () => {
    const result = changePasswordFormSchema.safeParse({ currentPassword: '1', newPassword: '2', confirmPassword: '2' });
    expect(Object.values(messages(result))).toEqual([
      'Le mot de passe doit contenir au moins 6 caractères',
      'Le mot de passe doit contenir au moins 6 caractères',
      'Le mot de passe doit contenir au moins 6 caractères',
    ]);
  });
});
