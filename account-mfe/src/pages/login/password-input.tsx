import { IconButton, Input, InputGroup, type InputProps } from '@storefront/shared';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type Ref } from 'react';

interface PasswordInputProps extends Omit<InputProps, 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput({ ref, ...inputProps }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <IconButton
      type="button"
      variant="ghost"
      size="sm"
      me="-2"
      aria-label={visible ? 'Hide password' : 'Show password'}
      aria-pressed={visible}
      onClick={() => setVisible((shown) => !shown)}
    >
      {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
    </IconButton>
  );
  return (
    <InputGroup endElement={toggle}>
      <Input ref={ref} {...inputProps} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
