// Reading what the dashboards show the way a person does: a stat by its label, a table by its caption.
import { screen, within } from '@testing-library/react';

/** A stat's label and value as one text, e.g. "Open12". */
export function statText(label: string): string | null {
  return screen.getByRole('group', { name: label }).textContent;
}

/** The body rows of the table named `name`, as cell texts. */
export function tableRows(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}
