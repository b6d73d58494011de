import { Button, HStack, Stack } from 'shared-ui';
import { Form, Formik, FormFocus, TextField } from 'shared-ui/forms';
import { linkSchema, type LinkValues } from '../model/link-form';
import { toSafeLink } from '../model/safe-link';

export interface LinkFormProps {
  /** The link under the selection, if any: the address it starts with. */
  currentHref: string | null;
  /** Takes the address as a safe link (its scheme added). */
  onApply: (href: string) => void;
  onRemove: () => void;
}

/** The link popover's form: an address, checked before it becomes a link. */
export function LinkForm({ currentHref, onApply, onRemove }: LinkFormProps) {
  return (
    <Formik<LinkValues>
      initialValues={{ address: currentHref ?? '' }}
      validationSchema={linkSchema}
      validateOnBlur={false}
      onSubmit={({ address }) => {
        const href = toSafeLink(address);
        if (href) onApply(href);
      }}
    >
      <Form noValidate aria-label="Link address">
        <FormFocus />
        <Stack gap="3">
          <TextField
            name="address"
            label="Address"
            helperText="A web address or an email address."
            placeholder="https://example.com"
          />
          <HStack justify="end" gap="2">
            {currentHref && (
              <Button size="sm" variant="ghost" onClick={onRemove}>
                Remove link
              </Button>
            )}
            <Button size="sm" type="submit">
              Apply
            </Button>
          </HStack>
        </Stack>
      </Form>
    </Formik>
  );
}
