import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { confirmPasswordRule, newPasswordRule } from '@client/lib/password/password-rules';
import { FormField } from './form-field';
import { PasswordStrengthMeter } from './password-strength-meter';

type NewPasswordValues = FieldValues & { newPassword: string; confirmPassword: string };

type Props<T extends NewPasswordValues> = {
  form: UseFormReturn<T>;
  idPrefix: string;
  /** A further rule on the new password (e.g. differs from the current one); message or true. */
  alsoCheck?: (value: string) => string | true;
};

/**
 * 'New password' with its strength meter and 'Confirm new password', under the registration
 * rules: one set of fields for changing, recovering and any later new-password form.
 */
export function NewPasswordFields<T extends NewPasswordValues>({ form, idPrefix, alsoCheck }: Props<T>) {
  const newName = 'newPassword' as Path<T>;
  const confirmName = 'confirmPassword' as Path<T>;
  const password = String(useWatch({ control: form.control, name: newName }) ?? '');
  const errors = form.formState.errors;
  const message = (name: 'newPassword' | 'confirmPassword') => {
    const error = errors[name];
    return error && typeof error.message === 'string' ? error.message : undefined;
  };
  return (
    <>
      <div className="grid gap-2">
        <FormField
          id={`${idPrefix}-password`}
          label="New password"
          type="password"
          autoComplete="new-password"
          error={message('newPassword')}
          {...form.register(newName, {
            validate: (value: unknown) => {
              const text = String(value ?? '');
              const extra = alsoCheck?.(text) ?? true;
              return extra === true ? newPasswordRule(text) : extra;
            },
            deps: [confirmName],
          })}
        />
        <PasswordStrengthMeter password={password} />
      </div>
      <FormField
        id={`${idPrefix}-confirm`}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={message('confirmPassword')}
        {...form.register(confirmName, {
          validate: (value: unknown) =>
            confirmPasswordRule(String(form.getValues(newName) ?? ''))(String(value ?? '')),
        })}
      />
    </>
  );
}
