import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CONTACT_CATEGORIES, CONTACT_SUCCESS_MESSAGE } from '#shared/static-pages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import {
  contactFormSchema,
  EMPTY_CONTACT_FORM,
  type ContactFormInput,
  type ContactFormValues,
} from '#web/features/static-pages/contact-form-schema.ts';

/**
 * The contact form. Spec §7: submitting makes no network call; it confirms with a toast and clears the
 * fields. Invalid fields show their message inline and the first one receives focus.
 */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY_CONTACT_FORM,
  });

  const onSubmit = () => {
    toast.success(CONTACT_SUCCESS_MESSAGE);
    reset(EMPTY_CONTACT_FORM);
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={errors.name?.message}>
          <Input autoComplete="name" required {...register('name')} />
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...register('email')}
          />
        </FormField>
      </div>
      <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
        <Input required {...register('subject')} />
      </FormField>
      <FormField id="contact-category" label="Category" optional error={errors.category?.message}>
        <Select {...register('category')}>
          <option value="">Choose a category</option>
          {CONTACT_CATEGORIES.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message?.message}>
        <Textarea
          rows={6}
          required
          placeholder="Tell us what happened, what you expected, and the device and browser you use."
          {...register('message')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        <Send aria-hidden /> Send Message
      </Button>
    </form>
  );
}
