import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PASSWORD_MESSAGES } from '#shared/account-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useFocusOnReturn } from '#web/components/ui/use-focus-return.ts';
import { sessionQueryKey } from '#web/lib/session/use-session.ts';
import { changePassword } from '../api/password.ts';
import { NewPasswordForm, type NewPasswordInput } from './new-password-form.tsx';

/** Account Settings → Change password (decision 043): the server signs the other sessions out. */
export function ChangePasswordSection() {
  const [open, setOpen] = useState(false);
  const [openerRef, returnFocus] = useFocusOnReturn<HTMLButtonElement>();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: NewPasswordInput) =>
      changePassword(currentPassword, newPassword),
    onSuccess: async () => {
      toast.success(PASSWORD_MESSAGES.changeDone);
      returnFocus();
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
  const close = () => {
    change.reset();
    returnFocus();
    setOpen(false);
  };
  return (
    <Card asChild>
      <section className="space-y-4">
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <KeyRound aria-hidden className="size-5 text-brand-700 dark:text-brand-300" />
          {PASSWORD_MESSAGES.changeTitle}
        </h2>
        {open ? (
          <NewPasswordForm
            idPrefix="change-password"
            withCurrent
            submitLabel={PASSWORD_MESSAGES.changeSubmit}
            pending={change.isPending}
            error={change.error}
            onSubmit={(input) => change.mutate(input)}
            extraActions={
              <Button type="button" variant="ghost" onClick={close}>
                Cancel
              </Button>
            }
          />
        ) : (
          <Button
            ref={openerRef}
            variant="secondary"
            className="self-start"
            onClick={() => setOpen(true)}
          >
            {PASSWORD_MESSAGES.changeSubmit}…
          </Button>
        )}
      </section>
    </Card>
  );
}
