import { Box, PasswordInput, type PasswordInputProps } from '@mantine/core';
import { PasswordHints } from '@/components/password-hints';

/** A password input with the live rule list of spec §5 below it (and below its error). */
export function NewPasswordInput(props: PasswordInputProps & { value: string }) {
  return (
    <Box>
      <PasswordInput autoComplete="new-password" {...props} />
      <PasswordHints value={props.value} />
    </Box>
  );
}
