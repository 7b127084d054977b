import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { displayNameField, reminderField } from '@core/api/fields';
import { BusyButton } from '@client/components/busy-button';
import { toast } from '@client/lib/toast';
import { authApi } from '@client/lib/session/auth-api';
import { useAuth } from '@client/lib/session/auth-context';
import { FormField } from '@client/components/form/form-field';
import { describeFailure } from '@client/lib/api-error';

const detailsSchema = z.object({ displayName: displayNameField, passwordReminder: reminderField });
type Details = z.infer<typeof detailsSchema>;

export function ProfileDetailsForm() {
  const { user, updateSession } = useAuth();
  const form = useForm<Details>({
    resolver: zodResolver(detailsSchema),
    defaultValues: { displayName: user?.displayName ?? '', passwordReminder: '' },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (!user) return;
    try {
      const updated = await authApi.updateProfile(user.id, {
        displayName: values.displayName,
        ...(dirtyFields.passwordReminder ? { passwordReminder: values.passwordReminder } : {}),
      });
      updateSession((session) => ({
        ...session,
        user: { ...session.user, displayName: updated.displayName },
      }));
      form.reset({ displayName: updated.displayName, passwordReminder: '' });
      toast({ title: 'Profile updated', description: 'Your changes were saved.' });
    } catch (error) {
      toast({
        title: 'Update failed',
        description: describeFailure(error, 'Please try again.').message,
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <FormField
        id="profile-display-name"
        label="Display name"
        error={errors.displayName?.message}
        {...form.register('displayName')}
      />
      <FormField
        id="profile-reminder"
        label="New password reminder"
        hint="Leave empty to keep your current reminder. Anyone who knows your username can read it."
        error={errors.passwordReminder?.message}
        {...form.register('passwordReminder')}
      />
      <BusyButton type="submit" busy={isSubmitting} busyText="Saving..." className="justify-self-start">
        Save Profile
      </BusyButton>
    </form>
  );
}
