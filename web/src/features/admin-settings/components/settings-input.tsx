import type { SettingsFormInput, SettingsFormValues } from '@comptoir/core';
import type { UseFormReturn } from 'react-hook-form';
import { FormInput } from '@/components/admin/forms/form-input';

export type SettingsForm = UseFormReturn<SettingsFormInput, unknown, SettingsFormValues>;

/** One labelled settings field wired to the form, with its French message. */
export const SettingsInput = FormInput<SettingsFormInput, SettingsFormValues>;
