import { Card, Grid, Heading, Input, Text, Textarea } from '@chakra-ui/react';
import { FormField } from '@/components/site/form-field';
import { VisitorField } from '@/components/site/visitor-field';
import { LeadForm } from '@/components/site/lead-form';
import { useContactForm } from '../api/use-contact-form';

const TITLE_ID = 'contact-form-title';

/** 'Nous contacter': every field required. */
export function ContactForm() {
  const { form, onSubmit, submitting, refusal, honeypot } = useContactForm();
  const { register } = form;
  const errors = form.formState.errors;
  return (
    <Card.Root
      variant="elevated"
      borderRadius={{ base: '2xl', md: '3xl' }}
      shadow="sm"
      gridArea="form"
      // Beside a long hours card, the form stays in view while the visitor scrolls.
      position={{ lg: 'sticky' }}
      top={{ lg: '24' }}
    >
      <Card.Header px={{ base: '5', md: '8' }} pt={{ base: '6', md: '8' }} gap="1">
        <Heading as="h2" id={TITLE_ID} fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          Nous contacter
        </Heading>
        <Text color="fg.muted">Écrivez-nous&nbsp;: tous les champs sont obligatoires.</Text>
      </Card.Header>
      <Card.Body px={{ base: '5', md: '8' }} pb={{ base: '6', md: '8' }}>
        <LeadForm
          labelledBy={TITLE_ID}
          onSubmit={onSubmit}
          submitting={submitting}
          refusal={refusal}
          submitLabel="Envoyer le message"
          honeypot={honeypot}
        >
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="5">
            <VisitorField detail="firstName" error={errors.firstName?.message} {...register('firstName')} size="lg" />
            <VisitorField detail="lastName" error={errors.name?.message} {...register('name')} size="lg" />
          </Grid>
          <VisitorField detail="email" error={errors.email?.message} {...register('email')} size="lg" />
          <FormField label="Sujet" required error={errors.subject?.message}>
            <Input {...register('subject')} size="lg" autoComplete="off" />
          </FormField>
          <FormField label="Message" required error={errors.message?.message}>
            <Textarea {...register('message')} size="lg" rows={6} />
          </FormField>
        </LeadForm>
      </Card.Body>
    </Card.Root>
  );
}
