import { TextInput, type TextInputProps } from '@mantine/core';
import { OTP_LENGTH } from '@rangkai/shared';
import { IconMailCode } from '@tabler/icons-react';

/** The 6-digit e-mailed code: digits only, offered to the phone's one-time-code autofill. */
export function OtpInput(props: TextInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      leftSection={<IconMailCode size={18} />}
      name="otp"
      {...props}
      onChange={(event) => {
        event.currentTarget.value = event.currentTarget.value.replace(/\D/g, '');
        props.onChange?.(event);
      }}
    />
  );
}
