import { toaster } from 'shared-ui';
import { DialogForm, SelectField, TextField } from 'shared-ui/forms';
import { INVITE_ROLES, inviteSchema, NEW_INVITE, type InviteValues } from '../model/invite-form';

export interface InviteFormProps {
  onClose: () => void;
}

/** The invite dialog's form, under its heading: it closes only on Cancel or a valid send. */
export function InviteForm({ onClose }: InviteFormProps) {
  async function send({ email, role }: InviteValues) {
    toaster.create({ type: 'success', title: `Invitation sent to ${email.trim()} as ${role.toLowerCase()}` });
    onClose();
  }

  return (
    <DialogForm<InviteValues>
      initialValues={NEW_INVITE}
      validationSchema={inviteSchema}
      onSubmit={send}
      onCancel={onClose}
      submitLabel="Send invitation"
      closeButton
    >
      <TextField name="email" label="Email" type="email" required placeholder="name@company.com" />
      <SelectField name="role" label="Role" options={INVITE_ROLES.map((role) => ({ value: role, label: role }))} />
    </DialogForm>
  );
}
