import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { PasswordHints } from './password-hints';

/** A password input with the live rule list of spec §5 below it (and below its error). */
export function NewPasswordInput(props: PasswordInputProps & { value: string }) {
  return (
    <PasswordInput
      autoComplete="new-password"
      inputWrapperOrder={['label', 'input', 'error', 'description']}
      description={<PasswordHints value={props.value} />}
      {...props}
    />
  );
}
