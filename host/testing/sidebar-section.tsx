// For the layouts' component tests: a sidebar section like the spaces tree, with a link and a dialog that
// opens in a portal (outside the section's element, inside its React tree), as the tree's menus and wizard do.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { NavLink, type SidebarSectionProps } from 'shared-ui';
import type { HostSection } from '../src/routing/route-table';

function TestSpacesSection({ onNavigate }: SidebarSectionProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <NavLink to="/projects/product" onClick={onNavigate}>
        Product space
      </NavLink>
      <button type="button" onClick={() => setDialogOpen(true)}>
        Create a new space
      </button>
      {dialogOpen &&
        createPortal(
          <div role="dialog" aria-label="New space">
            <input aria-label="Space name" />
            <button type="button" onClick={() => setDialogOpen(false)}>
              Close dialog
            </button>
          </div>,
          document.body,
        )}
    </>
  );
}

export const testSection: HostSection = {
  id: 'spaces',
  label: 'Spaces',
  icon: 'folder',
  remote: 'remote_projects',
  load: () => Promise.resolve({ default: TestSpacesSection }),
};
