// The frame the task editor's form sits in: a dialog's or a drawer's header, title, body and footer. The form
// draws its fields once and takes these parts, so the same fields fit the task manager's dialog and the task
// list's drawer.
import type { ComponentType, ReactNode } from 'react';
import { Dialog, Drawer } from 'shared-ui';

export interface FormFrame {
  Header: ComponentType<{ children?: ReactNode }>;
  Title: ComponentType<{ children?: ReactNode }>;
  Body: ComponentType<{ children?: ReactNode }>;
  Footer: ComponentType<{ children?: ReactNode }>;
}

export const DIALOG_FRAME: FormFrame = {
  Header: Dialog.Header,
  Title: Dialog.Title,
  Body: Dialog.Body,
  Footer: Dialog.Footer,
};

export const DRAWER_FRAME: FormFrame = {
  Header: Drawer.Header,
  Title: Drawer.Title,
  Body: Drawer.Body,
  Footer: Drawer.Footer,
};
