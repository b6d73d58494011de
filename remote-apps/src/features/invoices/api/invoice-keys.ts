// The invoice list and each invoice are cached apart (an invoice page loads only its invoice), and every write
// updates both, so the list and the page never disagree.

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: () => [...invoiceKeys.all, 'list'] as const,
  one: (id: number) => [...invoiceKeys.all, 'one', id] as const,
};
