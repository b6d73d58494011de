// How many of a product the cart holds: − and + buttons around a number field. A typed amount is sent once
// it is a whole number from 1 to the cart's limit; anything else stays in the field, marked invalid.
import { useId } from 'react';
import { Group, IconButton, Input } from 'shared-ui';
import { CART_AMOUNT_MAX } from 'tessera-contracts';
import { useDraftText } from '../hooks/use-draft-text';

interface AmountControlProps {
  amount: number;
  /** Names the product in the controls' labels. */
  title: string;
  onChange: (amount: number) => void;
}

export function parseAmount(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const amount = Number(text);
  return amount >= 1 && amount <= CART_AMOUNT_MAX ? amount : null;
}

export function AmountControl({ amount, title, onChange }: AmountControlProps) {
  const [draft, setDraft] = useDraftText(String(amount));
  const inputId = useId();
  const invalid = parseAmount(draft) === null;
  return (
    <Group attached>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={`One fewer ${title}`}
        disabled={amount <= 1}
        onClick={() => onChange(amount - 1)}
      >
        −
      </IconButton>
      <Input
        id={inputId}
        size="sm"
        w="3.5rem"
        textAlign="center"
        type="number"
        inputMode="numeric"
        min={1}
        max={CART_AMOUNT_MAX}
        aria-label={`Amount of ${title}`}
        aria-invalid={invalid || undefined}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          const next = parseAmount(event.target.value);
          if (next !== null && next !== amount) onChange(next);
        }}
        onBlur={() => invalid && setDraft(String(amount))}
      />
      <IconButton
        size="sm"
        variant="outline"
        aria-label={`One more ${title}`}
        disabled={amount >= CART_AMOUNT_MAX}
        onClick={() => onChange(amount + 1)}
      >
        +
      </IconButton>
    </Group>
  );
}
