import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '@/components/password-input';
import { FormField } from '@/components/ui/form-field';

interface NewPasswordFieldsProps {
  register: (name: 'password' | 'confirmPassword') => UseFormRegisterReturn;
  errors: { password?: FieldError; confirmPassword?: FieldError };
  disabled: boolean;
  /** Label of the first field: 'password' on sign-up forms, 'newPassword' when resetting. */
  passwordLabel?: 'password' | 'newPassword';
}

/** A new password and its confirmation, as the register, reset and invitation forms ask for them. */
export function NewPasswordFields({
  register,
  errors,
  disabled,
  passwordLabel = 'password',
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField label={t(`auth.fields.${passwordLabel}`)} error={errors.password?.message}>
        <PasswordInput
          autoComplete="new-password"
          placeholder={t('auth.fields.newPasswordPlaceholder')}
          disabled={disabled}
          {...register('password')}
        />
      </FormField>
      <FormField label={t('auth.fields.confirmPassword')} error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          placeholder={t('auth.fields.confirmPasswordPlaceholder')}
          disabled={disabled}
          {...register('confirmPassword')}
        />
      </FormField>
    </>
  );
}
