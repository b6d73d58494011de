import { useRef, useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, FieldFrame, Input, ModalFrame, NativeSelect, Stack, toaster } from 'shared-ui';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A form in a dialog: focus starts in the first field, and the dialog closes only on cancel or a valid send. */
export function InviteDialog() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('Editor');
  const [touched, setTouched] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const invalid = !EMAIL.test(email.trim());

  const close = () => {
    setOpen(false);
    setEmail('');
    setTouched(false);
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    toaster.create({ type: 'success', title: `Invitation sent to ${email.trim()} as ${role.toLowerCase()}` });
    close();
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>Invite a teammate</Button>
      <ModalFrame open={open} onClose={close} initialFocusEl={() => emailRef.current}>
        <form onSubmit={send} noValidate>
          <Dialog.Header>
            <Dialog.Title>Invite a teammate</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="4">
              <FieldFrame
                label="Email"
                required
                errorText={touched && invalid ? 'Enter an email address such as name@company.com.' : undefined}
              >
                <Input
                  ref={emailRef}
                  type="email"
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                  placeholder="name@company.com"
                />
              </FieldFrame>
              <FieldFrame label="Role">
                <NativeSelect.Root>
                  <NativeSelect.Field value={role} onChange={(event) => setRole(event.currentTarget.value)}>
                    <option>Editor</option>
                    <option>Viewer</option>
                    <option>Admin</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FieldFrame>
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit">Send invitation</Button>
          </Dialog.Footer>
        </form>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" />
        </Dialog.CloseTrigger>
      </ModalFrame>
    </>
  );
}
