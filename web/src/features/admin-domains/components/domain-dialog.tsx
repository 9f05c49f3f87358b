import { Input, NativeSelect } from '@chakra-ui/react';
import { domainEditFormSchema, domainFormSchema, type DomainFormInput } from '@comptoir/core';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/admin/forms/form-dialog';
import type { SiteEntity } from '@/components/admin/session/use-manageable-sites';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { FormField } from '@/components/site/form-field';
import { DomainTakenError, useCreateDomainMapping } from '../api/create-domain-mapping';
import { useUpdateDomainMapping } from '../api/update-domain-mapping';
import type { DomainEntity } from '../api/use-domain-mappings';
import type { DomainTexts } from '../lib/domain-texts';
import { SiteField } from './site-field';

export interface DomainDialogProps {
  /** null: create; a mapping: edit it. */
  mapping: DomainEntity | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** An owner's sites, to choose from; an administrator searches the platform's instead. */
  sites: readonly SiteEntity[];
  defaultSiteId: string;
  /** An administrator's mappings are active at once; an owner's wait for an administrator. */
  asAdmin: boolean;
  texts: DomainTexts;
}

/** Create or edit a mapping; an empty domain or site is silently ignored. */
export function DomainDialog({ mapping, open, onOpenChange, sites, defaultSiteId, asAdmin, texts }: DomainDialogProps) {
  const initial: DomainFormInput = { domain: mapping?.id ?? '', siteId: mapping?.siteId ?? defaultSiteId };
  const { register, handleSubmit, reset, setError, formState, control } = useZodForm(
    mapping ? domainEditFormSchema : domainFormSchema,
    initial,
  );
  const siteId = useWatch({ control, name: 'siteId' }) ?? '';
  useEffect(() => {
    if (open) reset({ domain: mapping?.id ?? '', siteId: mapping?.siteId ?? defaultSiteId });
  }, [open, mapping, defaultSiteId, reset]);
  // A domain mapped to another site is said on its field, not toasted.
  const failure = (message: string) => (error: unknown) => {
    if (!(error instanceof DomainTakenError)) return message;
    setError('domain', { message: error.message });
    return null;
  };
  const creating = useCreateDomainMapping({
    success: texts.created,
    failure: failure(texts.createFailed),
    inForm: true,
  });
  const updating = useUpdateDomainMapping({
    success: texts.updated,
    failure: failure(texts.updateFailed),
    inForm: true,
  });

  const onSubmit = handleSubmit(async ({ domain, siteId }) => {
    if (!domain || !siteId) return;
    const outcome = mapping
      ? await updating.run(mapping, domain, siteId, asAdmin)
      : await creating.run(domain, siteId, asAdmin);
    if (outcome.ok) onOpenChange(false);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={mapping ? texts.editTitle : texts.newTitle}
      description={mapping ? undefined : texts.newDescription}
      onSubmit={onSubmit}
      submitLabel={mapping ? 'Enregistrer' : 'Créer'}
      submitting={formState.isSubmitting}
      refusal={mapping ? updating.refusal : creating.refusal}
      dirty={formState.isDirty}
    >
      <FormField label="Domaine" error={formState.errors.domain?.message} required>
        <Input
          placeholder="boutique-martin.fr"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          inputMode="url"
          {...register('domain')}
        />
      </FormField>
      {asAdmin ? (
        <SiteField siteId={siteId} radio={register('siteId')} />
      ) : (
        <FormField label="Site" error={formState.errors.siteId?.message} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('siteId')}>
              <option value="">Choisir un site</option>
              {sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )}
    </FormDialog>
  );
}
