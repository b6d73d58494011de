import { Box, SimpleGrid } from 'shared-ui';
import { SelectField, TextField } from 'shared-ui/forms';
import { COUNTRY_CHOICES } from '../model/checkout-form';

/** One address in a grid: street across, then city, region and postcode in three columns, one on a phone. */
export function AddressFields({ prefix, autoCompleteSection }: { prefix: string; autoCompleteSection: string }) {
  const auto = (token: string) => `section-${autoCompleteSection} ${token}`;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <Box gridColumn={{ md: 'span 2' }}>
        <TextField name={`${prefix}.street`} label="Street and number" autoComplete={auto('street-address')} required />
      </Box>
      <SelectField
        name={`${prefix}.country`}
        label="Country"
        placeholder="Choose a country"
        options={COUNTRY_CHOICES}
        required
      />
      <TextField name={`${prefix}.city`} label="City" autoComplete={auto('address-level2')} required />
      <TextField name={`${prefix}.region`} label="State or region" autoComplete={auto('address-level1')} />
      <TextField name={`${prefix}.postcode`} label="Postcode" autoComplete={auto('postal-code')} required />
    </SimpleGrid>
  );
}
