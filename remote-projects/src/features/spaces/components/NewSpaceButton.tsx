import { useState } from 'react';
import { canAccess, useCurrentUser } from 'shared-auth';
import { Button, PlusIcon } from 'shared-ui';
import { CreateWizardDialog } from '../wizard';

/** "Create a new space": the four-step wizard, for editors and up. */
export function NewSpaceButton() {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user || !canAccess(user.role, 'editor')) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        color="inherit"
        justifyContent="flex-start"
        gap="2"
        _hover={{ bg: 'sidebar.hover' }}
        onClick={() => setOpen(true)}
      >
        <PlusIcon aria-hidden="true" />
        Create a new space
      </Button>
      <CreateWizardDialog kind="space" open={open} onClose={() => setOpen(false)} />
    </>
  );
}
